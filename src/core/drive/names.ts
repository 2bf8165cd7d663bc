// Names of drive items and documents. One set of rules for the server (which
// enforces them) and the web (which checks before sending).

/** Spec §5: characters stripped from a document title; we strip them from every drive name. */
const TITLE_STRIPPED = /[\\/:*?"<>|]/g;
/** Control characters (C0, DEL, C1) and the invisible direction controls, which can disguise a name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A copy's suffix, ' (n)' at the end (spec §5). */
const COPY_SUFFIX = / \((\d{1,6})\)$/;

/** A name as the drive stores it: NFC, no controls or direction overrides, no \ / : * ? " < > |, spaces collapsed at the ends. */
export function cleanItemName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').replace(TITLE_STRIPPED, '').replace(/\s+/g, ' ').trim();
}

/** Spec §5: a document title is cleaned the same way; an empty title is saved as 'Untitled'. */
export function documentTitle(raw: string): string {
  return cleanItemName(raw) || 'Untitled';
}

/** The name without a trailing ' (n)' (spec §5: the suffix can be stripped). */
export function stripCopySuffix(name: string): string {
  return name.replace(COPY_SUFFIX, '');
}

/** How names are compared for clashes: letter case and Unicode form do not make two names different. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('und');
}

/**
 * The first free name for `wanted` among `taken` (keys made with nameKey):
 * `wanted` itself when free, else its base with ' (1)', ' (2)'… A copy asks
 * for a suffix always (`alwaysSuffix`), so copying 'a' gives 'a (1)'.
 * `maxLength` keeps the result within the name limit by shortening the base.
 */
export function nextFreeName(wanted: string, taken: ReadonlySet<string>, options: { alwaysSuffix?: boolean; maxLength?: number } = {}): string {
  if (!options.alwaysSuffix && !taken.has(nameKey(wanted))) return wanted;
  const base = stripCopySuffix(wanted);
  for (let n = 1; ; n++) {
    const suffix = ` (${n})`;
    const room = (options.maxLength ?? Infinity) - suffix.length;
    const candidate = `${[...base].slice(0, Math.max(1, room)).join('')}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** A file name split into name and lower-case extension ('Map.DTMS' → ['Map', 'dtms']); no extension gives ''. */
export function splitExtension(fileName: string): readonly [string, string] {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return [fileName, ''];
  return [fileName.slice(0, dot), fileName.slice(dot + 1).toLowerCase()];
}
