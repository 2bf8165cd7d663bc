import { DRIVE_FILE_PREFIX } from '../../../../core/book/addresses.ts';

/** How long a Book picture may take to arrive. */
export const PICTURE_TIMEOUT_MS = 30_000;

/**
 * A Book picture to turn into pins ("Make tactile version" opens the Canvas
 * with `?picture=`): a drive address, fetched (same site, signed: no token
 * needed), or inline `data:image/…;base64,` bytes, decoded here (the site's
 * Content-Security-Policy lets no page fetch a `data:` address). Anything
 * else is refused: the Canvas never fetches from elsewhere. The image
 * dialog then judges the bytes like a chosen file.
 */
export async function pictureFromAddress(src: string, fetchFn: typeof fetch = fetch): Promise<File> {
  const inline = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]*)$/i.exec(src);
  if (inline) {
    const binary = atob((inline[2] ?? '').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new File([bytes], 'picture', { type: inline[1] ?? '' });
  }
  if (!src.startsWith(DRIVE_FILE_PREFIX) || src.includes('..')) throw new Error('Not a picture address of this site');
  // A picture that does not come within its time is said like one that cannot be had.
  const response = await fetchFn(src, { credentials: 'same-origin', signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The picture answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], 'picture', { type: blob.type });
}
