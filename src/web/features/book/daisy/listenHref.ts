// The player's address for a document's book (PATHS.listen, the player's route).

import { PATHS } from '../../../routes/paths.ts';

export const LISTEN_PATH = PATHS.listen;

export function listenHref(dtmNo: string): string {
  return `${LISTEN_PATH}?dtmNo=${encodeURIComponent(dtmNo)}`;
}
