// Audio chosen from this computer, kept as the File itself beside the object
// URL the page plays it from. The page's Content-Security-Policy lets media
// play from blob: (media-src) but not be fetched (connect-src 'self'), and
// rightly so; saving therefore reads the bytes from the File kept here,
// never by fetching its address. A page's audio keeps its object URL through
// undo and redo, so the File stays reachable by it for the visit, as the
// object URL itself does.

const kept = new Map<string, Blob>();

/** Keeps `file` and gives the object URL to play it from (and to name it by in the document). */
export function keepAudio(file: Blob, createUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob)): string {
  const ref = createUrl(file);
  kept.set(ref, file);
  return ref;
}

/** The bytes behind an object URL made by keepAudio, or undefined for any other address. */
export function keptAudioOf(ref: string): Blob | undefined {
  return kept.get(ref);
}

/** Lets go of audio that was refused before it reached the document. */
export function releaseAudio(ref: string): void {
  kept.delete(ref);
  URL.revokeObjectURL(ref);
}

/** Whether an address names bytes inside this page (an object or data URL), which the policy forbids fetching. */
export function isInPageAddress(ref: string): boolean {
  return /^(blob|data):/i.test(ref);
}
