// A text file as the Canvas takes it (spec §2, text file tool): UTF-8 plain
// text of at most 100 kB. Anything with a NUL byte or bytes that are not
// UTF-8 is refused as not text (a picture or a document renamed .txt).

export const TEXT_FILE_MAX_BYTES = 100 * 1024;

export type TextFileResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'tooLarge' | 'notText' | 'unreadable' };

export async function readTextFile(file: Blob): Promise<TextFileResult> {
  if (file.size > TEXT_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (bytes.includes(0)) return { ok: false, reason: 'notText' };
  try {
    // A byte-order mark is dropped; invalid UTF-8 throws.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'notText' };
  }
}
