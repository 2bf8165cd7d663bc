import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseDtms, readDtm, type DtmsDocument } from '../core/dtms/index.ts';
import type { PinGrid } from '../core/pins/index.ts';

const DTM_MAGIC = '_dtm_';

export type TactileFile =
  | { readonly kind: 'dtm'; readonly pictures: readonly PinGrid[] }
  | { readonly kind: 'dtms'; readonly pictures: readonly PinGrid[]; readonly document: DtmsDocument };

/** A DTM (one picture) or DTMS file (one per item, in file order: page numbers may repeat), told apart by content. */
export async function readTactileFile(file: string): Promise<TactileFile> {
  const bytes = new Uint8Array(await readFile(file));
  if (new TextDecoder().decode(bytes.subarray(0, DTM_MAGIC.length)) === DTM_MAGIC) return { kind: 'dtm', pictures: [readDtm(bytes).grid] };
  const document = parseDtms(new TextDecoder().decode(bytes));
  return { kind: 'dtms', pictures: document.items.map((item) => item.graphic.grid), document };
}

/** Picture `page` (from 1) of a tactile file, or undefined after telling the user which pages exist. */
export function pictureOrSay(file: TactileFile, page: number, name: string, command: string, err: (text: string) => void): PinGrid | undefined {
  const picture = file.pictures[page - 1];
  if (!picture) err(`tactile ${command}: ${name} has ${file.pictures.length} page${file.pictures.length === 1 ? '' : 's'}, not ${page}.\n`);
  return picture;
}

/** Writes next to the target and renames into place, so a failed write never leaves half a file. */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A one-page DTMS holding a picture, as Dot's tools write them. */
export function singlePageDtms(picture: PinGrid, model: DtmsDocument['model'], title: string, pageTitle: string): DtmsDocument {
  return {
    title,
    lang: 'english',
    langOption: '1',
    model,
    items: [{ page: 1, title: pageTitle, graphic: { name: '1.dtm', grid: picture }, text: { name: '1.txt', cells: new Uint8Array(0), plain: '' } }],
  };
}
