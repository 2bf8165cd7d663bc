// Which messages load with a feature rather than with the app. The first load
// of a page carries one catalogue; a feature used on a few screens (the braille
// translator, the device dialog and virtual display, the drive and library, the Canvas, Book) brings its messages when
// its code loads. A message belongs to a part when it is declared only in that
// part's folders; a phrase any other file uses stays in the main catalogue.
// What a feature loads with every page (its `manifest.ts` and its `shell/`
// folder: command labels, the device's status button) is main, wherever it lives.
// A message only the server's own pages use (src/server) goes in no web
// catalogue. The split happens at build time (scripts/vite/catalogueParts.ts);
// in the dev server and in tests every message is in the main catalogue.

export const CATALOGUE_PARTS = {
  braille: ['src/core/braille/', 'src/web/features/braille/'],
  device: ['src/core/device/', 'src/web/features/device/'],
  cloud: ['src/web/features/cloud/', 'src/web/features/library/', 'src/web/features/easy/cloud/'],
  canvas: ['src/core/canvas/', 'src/web/features/canvas/', 'src/web/features/easy/canvas/'],
  book: ['src/core/book/', 'src/web/features/book/'],
} as const;

export type CataloguePart = keyof typeof CATALOGUE_PARTS;
/** A catalogue the web loads: the main one, or a feature's part. */
export type WebCataloguePiece = CataloguePart | 'main';
/** 'server': messages only the server's own pages use; no web catalogue carries them. */
export type CataloguePiece = WebCataloguePiece | 'server';

export const CATALOGUE_PART_NAMES = Object.keys(CATALOGUE_PARTS) as CataloguePart[];

/** A feature's files that load with every page. */
const EVERY_PAGE = /^src\/web\/features\/[^/]+\/(manifest\.ts$|shell\.tsx?$|shell\/)/;

/** The part a source file's messages belong to (paths relative to the repository, with `/`). */
export function partOfFile(file: string): CataloguePiece {
  if (file.startsWith('src/server/')) return 'server';
  if (EVERY_PAGE.test(file)) return 'main';
  for (const part of CATALOGUE_PART_NAMES) {
    if (CATALOGUE_PARTS[part].some((folder) => file.startsWith(folder))) return part;
  }
  return 'main';
}

/**
 * Splits a catalogue by message owner: `owners` maps each id to the pieces
 * whose files use it. An id used by main, by two parts, or by nobody known
 * (a stale key) stays in main, so nothing a screen needs is ever missing.
 */
export function splitCatalogue(
  catalogue: Readonly<Record<string, string>>,
  owners: ReadonlyMap<string, ReadonlySet<CataloguePiece>>,
): Record<CataloguePiece, Record<string, string>> {
  const pieces = { main: {}, server: {} } as Record<CataloguePiece, Record<string, string>>;
  for (const part of CATALOGUE_PART_NAMES) pieces[part] = {};
  for (const [id, text] of Object.entries(catalogue)) {
    const owner = owners.get(id);
    const only = owner && owner.size === 1 ? [...owner][0] : undefined;
    pieces[only ?? 'main'][id] = text;
  }
  return pieces;
}
