// The player's address for a document's book. The player (daisy-player
// branch) adds PATHS.listen = '/listen'; until the branches meet the export
// names the address here, once. The merger replaces the literal with PATHS.listen.

export const LISTEN_PATH = '/listen';

export function listenHref(dtmNo: string): string {
  return `${LISTEN_PATH}?dtmNo=${encodeURIComponent(dtmNo)}`;
}
