/**
 * The message the Canvas posts when it saves a tactile version of a Book
 * picture to the Cloud, and the Book editor's way to hear it. It lives in a
 * shared layer because two features (Canvas, Book) speak it and features may
 * not import each other's internals. A BroadcastChannel reaches the Book's
 * tab from the Canvas's new tab without a server round trip.
 */
export const TACTILE_LINK_CHANNEL = 'tactile-studio-tactile-link';

export interface TactileLink {
  /** The picture's address as the Book image's `src` holds it. */
  readonly picture: string;
  /** The saved Canvas file's drive number (DTM_NO): digits only. */
  readonly dtmNo: string;
  /** The saved file's name, for the announcement. */
  readonly name: string;
}

/**
 * Any tab may post on the channel, so a message is checked before it changes
 * a document: the number goes into the image's `data-tactile`, which must be digits.
 */
export function parseTactileLink(data: unknown): TactileLink | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { picture, dtmNo, name } = data as Record<string, unknown>;
  if (typeof picture !== 'string' || picture === '') return undefined;
  if (typeof dtmNo !== 'string' || !/^\d+$/.test(dtmNo)) return undefined;
  if (typeof name !== 'string') return undefined;
  return { picture, dtmNo, name };
}

/** Posts a link; does nothing where BroadcastChannel is missing (old browsers, some tests). */
export function postTactileLink(link: TactileLink): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TACTILE_LINK_CHANNEL);
  channel.postMessage(link);
  channel.close();
}

/** Listens for valid links until the returned function is called. */
export function listenForTactileLinks(onLink: (link: TactileLink) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(TACTILE_LINK_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const link = parseTactileLink(event.data);
    if (link) onLink(link);
  };
  return () => channel.close();
}
