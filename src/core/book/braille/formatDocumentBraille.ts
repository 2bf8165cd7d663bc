// A Book document as finished braille pages, ready for writeBrf-style output
// or writePef. Whole paragraphs are translated (contractions that span words
// come out right), and only then wrapped: translating line by line would
// break contractions and misjudge widths.

import { BrailleError, cellsFromUnicode, unicodeFromCells } from '../../braille/index.ts';
import type { BlockElement, BookDocument } from '../model.ts';
import { documentEntries, type Entry } from './entries.ts';
import { layoutSettings, type DocumentBrailleOptions, type LayoutSettings, type TranslateLines } from './options.ts';
import { layOutPages, type BrailleEntry } from './pageLayout.ts';

/** The print text of the entries, each piece once, in order: what goes to the translator. */
function printLines(entries: readonly Entry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'text') continue;
    for (const piece of entry.pieces) if ('print' in piece) lines.push(piece.print);
  }
  return lines;
}

/** The entries' braille, and the running head's (empty for none), from one call to the translator. */
async function translated(entries: readonly Entry[], runningHead: string, translate: TranslateLines): Promise<{ entries: BrailleEntry[]; head: Uint8Array }> {
  const lines = printLines(entries);
  const toTranslate = lines.filter((line) => line.trim() !== '');
  // The head goes last, with the text: the same translator and table, and no second request to the engines.
  const withHead = runningHead === '' ? toTranslate : [...toTranslate, runningHead];
  const braille = withHead.length === 0 ? [] : await translate(withHead);
  if (braille.length !== withHead.length) {
    throw new BrailleError('TRANSLATION_FAILED', `The translator gave ${braille.length} lines for ${withHead.length}.`);
  }
  let next = 0;
  const cellsOf = (print: string): number[] => {
    if (print.trim() === '') return [0];
    const index = next++;
    return [...cellsFromUnicode(braille[index] ?? '', { line: index + 1 })];
  };
  const brailleEntries = entries.map((entry): BrailleEntry => {
    if (entry.kind !== 'text') return entry;
    const cells = entry.pieces.flatMap((piece) => ('print' in piece ? cellsOf(piece.print) : [...cellsFromUnicode(piece.braille)]));
    const { first, runover, centred, blankBefore, blankAfter, keepWithNext } = entry;
    return { kind: 'text', first, runover, cells: Uint8Array.from(cells), ...(centred ? { centred } : {}), ...(blankBefore ? { blankBefore } : {}), ...(blankAfter ? { blankAfter } : {}), ...(keepWithNext ? { keepWithNext } : {}) };
  });
  const head = runningHead === '' ? new Uint8Array(0) : cellsFromUnicode(braille[toTranslate.length] ?? '', { line: withHead.length });
  return { entries: brailleEntries, head };
}

async function format(blocks: readonly BlockElement[], settings: LayoutSettings, translate: TranslateLines): Promise<string[][]> {
  const { entries, head } = await translated(documentEntries(blocks, settings.noteIndicators), settings.runningHead, translate);
  return layOutPages(entries, settings, head).map((page) => page.map(unicodeFromCells));
}

/**
 * The document as braille pages: each page its rows of Unicode braille (U+2800
 * for a blank cell, no trailing blanks except before a page number). An
 * empty document has no pages. Errors: BAD_PAGE_SIZE; the translator's own
 * (TEXT_TOO_LONG, TRANSLATION_FAILED…); NOT_BRAILLE when it answers with
 * something that is not braille.
 */
export async function formatDocumentBraille(doc: BookDocument, options: DocumentBrailleOptions, translate: TranslateLines): Promise<string[][]> {
  return await format(doc.blocks, layoutSettings(options), translate);
}

/** The same for a list of blocks (one page of a document, say), with the settings already checked. */
export function formatBlocksBraille(blocks: readonly BlockElement[], settings: LayoutSettings, translate: TranslateLines): Promise<string[][]> {
  return format(blocks, settings, translate);
}
