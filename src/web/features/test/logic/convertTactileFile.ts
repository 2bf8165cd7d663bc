import { parseDtms, readDtm, serialiseDtms, writeDtm, type DtmsDocument } from '../../../../core/dtms/index.ts';

// The two conversions of the test pages, done in the browser with core's
// readers and writers (the same the CLI's dtm2dtms and dtms2dtm use). A file
// that is not what it claims throws core's DtmsFormatError, whose messageRef
// the page shows translated.

export interface ConvertedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly type: string;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'file';

/** A DTM picture as a one-page DTMS document for its display model. */
export function dtmToDtms(bytes: Uint8Array, fileName: string): ConvertedFile {
  const { grid, model } = readDtm(bytes);
  const name = `${baseName(fileName)}.dtms`;
  const document: DtmsDocument = {
    title: name,
    lang: 'english',
    langOption: '1',
    model,
    items: [{ page: 1, title: fileName, graphic: { name: '1.dtm', grid }, text: { name: '1.txt', cells: new Uint8Array(0), plain: '' } }],
  };
  return { name, bytes: new TextEncoder().encode(serialiseDtms(document)), type: 'application/json' };
}

/** One page (from 1) of a DTMS document as a DTM picture. */
export function dtmsToDtm(text: string, fileName: string, page = 1): ConvertedFile & { readonly pages: number } {
  const document = parseDtms(text);
  const item = document.items[Math.min(Math.max(page, 1), document.items.length) - 1] ?? document.items[0];
  if (!item) throw new RangeError('A parsed DTMS document has at least one page.');
  const suffix = document.items.length > 1 ? `-${page}` : '';
  return { name: `${baseName(fileName)}${suffix}.dtm`, bytes: writeDtm(item.graphic.grid), type: 'application/octet-stream', pages: document.items.length };
}
