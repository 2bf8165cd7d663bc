import yauzl from 'yauzl';

// What a ZIP entry's name says, and whether to trust it. Nothing is ever
// written under an entry's name (entries become drive rows with cleaned
// names), so these rules are about refusing what is plainly hostile and
// ignoring what is noise, not about protecting a folder.

export type EntryNameVerdict =
  | { readonly kind: 'file'; readonly path: string; readonly baseName: string }
  | { readonly kind: 'directory' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'unsafe'; readonly path: string };

/**
 * The entry's name as text: the Info-ZIP Unicode path when present, UTF-8
 * when flagged, else CP437 (yauzl's decoding), with backslashes read as
 * separators as Windows tools write them.
 */
export function entryPath(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw ?? Buffer.from(String(entry.fileName));
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false).replace(/\\/g, '/');
}

/** macOS's resource forks and folder files: an archive made on a Mac holds them beside every file. */
function isPlatformNoise(segments: readonly string[]): boolean {
  const last = segments[segments.length - 1] ?? '';
  return segments[0] === '__MACOSX' || last.startsWith('._') || last === '.DS_Store' || last === 'Thumbs.db' || last === 'desktop.ini';
}

/** Judges an entry path: zip slip (`..`, absolute, a drive letter, a UNC path) is unsafe; folders are flattened away. */
export function judgeEntryName(path: string): EntryNameVerdict {
  if (path.endsWith('/')) return { kind: 'directory' };
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\u0000')) return { kind: 'unsafe', path };
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..')) return { kind: 'unsafe', path };
  if (isPlatformNoise(segments)) return { kind: 'ignored' };
  return { kind: 'file', path, baseName: segments[segments.length - 1] ?? '' };
}

/** Invisible characters that could disguise a name shown to the user (controls, direction overrides). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An entry path as the SKIPPED list shows it: anything invisible made visible as U+FFFD, at most 300 characters. */
export function displayPath(path: string): string {
  return [...path.normalize('NFC').replace(INVISIBLE, '\uFFFD')].slice(0, 300).join('');
}

/** A Unix symbolic link (mode S_IFLNK in the high half of the external attributes): never followed, never read. */
export function isSymlink(entry: Pick<yauzl.Entry, 'externalFileAttributes'>): boolean {
  return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}
