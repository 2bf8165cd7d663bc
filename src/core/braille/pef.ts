// PEF 2008-1, the Portable Embosser Format: braille pages as XML, for
// embossers and braille displays. The writer follows the grammar
// (pef-2008-1.rng) and checks the two Schematron rules (pef-2008-1.sch)
// itself: no row wider than `cols`, and the rows with their gaps no taller
// than `rows`. It lays nothing out: pages come in finished (see pages.ts).

import { BrailleError } from './errors.ts';
import { checkPageSize } from './pages.ts';
import { cellsFromUnicode, unicodeFromCells } from './unicodeBraille.ts';

export const PEF_NAMESPACE = 'http://www.daisy.org/ns/2008/pef';
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

/** The largest row gap we write, in dot heights (1 or more is usual for 8-dot braille). */
export const MAX_ROW_GAP = 8;

export interface PefOptions {
  readonly title: string;
  /** A BCP 47 tag, e.g. `ko` or `en-US`. */
  readonly language: string;
  /** The book's identifier, e.g. a URN or our file id; not empty. */
  readonly identifier: string;
  /** YYYY-MM-DD, given by the caller (core has no clock). */
  readonly date: string;
  /** Cells per row, 10–100. */
  readonly cols: number;
  /** Page height in rows, 1–100. */
  readonly rows: number;
  readonly duplex?: boolean;
  /** Space between rows in dot heights, 0–8; 0 unless given. */
  readonly rowgap?: number;
}

/**
 * How many rows fit a page of `rows` when each row adds `rowgap` dot
 * heights (four make a row): the largest n with n + ⌈n·rowgap/4⌉ ≤ rows, as
 * the Schematron rule 1 counts.
 */
export function pefRowsPerPage(rows: number, rowgap: number): number {
  let fit = 0;
  while (fit < rows && fit + 1 + Math.ceil(((fit + 1) * rowgap) / 4) <= rows) fit++;
  return fit;
}

/**
 * Pages of Unicode braille rows (a space is a blank cell; 6-dot and 8-dot
 * cells alike) as a PEF document with one volume and one section. An empty
 * list gives one empty page, since PEF needs a page. Errors: BAD_PAGE_SIZE,
 * BAD_LAYOUT (a row gap out of range or leaving no row), BAD_METADATA,
 * NOT_BRAILLE, ROW_TOO_LONG and PAGE_TOO_LONG.
 */
export function writePef(pages: readonly (readonly string[])[], options: PefOptions): string {
  const { cols, rows, duplex = false, rowgap = 0 } = options;
  checkPageSize(cols, rows);
  if (!Number.isInteger(rowgap) || rowgap < 0 || rowgap > MAX_ROW_GAP) {
    throw new BrailleError('BAD_LAYOUT', `A row gap must be a whole number from 0 to ${MAX_ROW_GAP}, not ${rowgap}.`);
  }
  const fit = pefRowsPerPage(rows, rowgap);
  if (fit < 1) throw new BrailleError('BAD_LAYOUT', `No row fits a page of ${rows} rows with a row gap of ${rowgap}.`);
  checkMetadata(options);

  const pageElements = (pages.length === 0 ? [[]] : pages).map((page, pageIndex) => {
    const pageNumber = pageIndex + 1;
    if (page.length > fit) {
      throw new BrailleError('PAGE_TOO_LONG', `Page ${pageNumber} has ${page.length} rows; ${fit} fit.`, { page: pageNumber, values: { max: fit } });
    }
    const rowElements = page.map((row, rowIndex) => {
      const cells = cellsFromUnicode(row, { page: pageNumber, line: rowIndex + 1 });
      if (cells.length > cols) {
        throw new BrailleError('ROW_TOO_LONG', `Row ${rowIndex + 1} of page ${pageNumber} has ${cells.length} cells; ${cols} fit.`, {
          page: pageNumber,
          line: rowIndex + 1,
          values: { cols },
        });
      }
      return `          <row>${unicodeFromCells(cells)}</row>\n`;
    });
    return rowElements.length === 0 ? '        <page/>\n' : `        <page>\n${rowElements.join('')}        </page>\n`;
  });

  const title = options.title.trim() === '' ? '' : `      <dc:title>${xmlText(options.title)}</dc:title>\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<pef version="2008-1" xmlns="${PEF_NAMESPACE}">\n` +
    '  <head>\n' +
    `    <meta xmlns:dc="${DC_NAMESPACE}">\n` +
    '      <dc:format>application/x-pef+xml</dc:format>\n' +
    `      <dc:identifier>${xmlText(options.identifier)}</dc:identifier>\n` +
    title +
    `      <dc:language>${options.language}</dc:language>\n` +
    `      <dc:date>${options.date}</dc:date>\n` +
    '    </meta>\n' +
    '  </head>\n' +
    '  <body>\n' +
    `    <volume cols="${cols}" rows="${rows}" rowgap="${rowgap}" duplex="${duplex}">\n` +
    '      <section>\n' +
    pageElements.join('') +
    '      </section>\n' +
    '    </volume>\n' +
    '  </body>\n' +
    '</pef>\n'
  );
}

/** The XML Schema `language` pattern, which BCP 47 tags satisfy. */
const LANGUAGE_TAG = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

function checkMetadata({ language, date, identifier }: PefOptions): void {
  const bad = (field: string, text: string) => new BrailleError('BAD_METADATA', text, { values: { field } });
  if (!LANGUAGE_TAG.test(language)) throw bad('language', `Not a language tag: ${JSON.stringify(language.slice(0, 40))}.`);
  if (!isCalendarDate(date)) throw bad('date', `Not a YYYY-MM-DD date: ${JSON.stringify(date.slice(0, 40))}.`);
  if (identifier.trim() === '') throw bad('identifier', 'The identifier is empty.');
}

function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF); shown as U+FFFD. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };

/** Text as XML character data: markup escaped, a CR kept as a reference, characters XML forbids replaced. */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/[&<>"'\r]/g, (character) => ESCAPES[character] ?? character);
}
