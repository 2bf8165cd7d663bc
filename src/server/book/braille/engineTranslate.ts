// The server's braille engines as the formatter's `translate`: a document's
// paragraphs go in requests each engine call takes (at most
// MAX_TRANSLATION_LINES lines and MAX_TRANSLATION_CHARS characters), one
// after another, so one document never holds more than one request's worth
// of the engines at a time. A paragraph longer than a piece is cut after a
// space and its pieces' braille joined by a blank cell.

import {
  BrailleError,
  MAX_TRANSLATION_CHARS,
  MAX_TRANSLATION_LINES,
  cleanLine,
  splitLongLine,
  type BrailleTranslator,
} from '../../../core/braille/index.ts';
import type { TranslateLines } from '../../../core/book/braille/index.ts';
import { DOCUMENT_BRAILLE_MAX_CHARS } from '../../../shared/api/documentBraille.ts';

/** The longest piece of a paragraph sent as one line (liblouis-js takes 4,000 characters at a time). */
const PIECE_CHARS = 4_000;

/** Throws TEXT_TOO_LONG when the lines hold more than a document may. */
export function checkDocumentSize(lines: readonly string[], max = DOCUMENT_BRAILLE_MAX_CHARS): void {
  const chars = lines.reduce((sum, line) => sum + line.length, 0);
  if (chars > max) throw new BrailleError('TEXT_TOO_LONG', `The document has ${chars} characters of text; at most ${max} are put into braille.`, { values: { max } });
}

export function engineTranslate(translator: BrailleTranslator, table: string, maxChars = DOCUMENT_BRAILLE_MAX_CHARS): TranslateLines {
  return async (lines) => {
    checkDocumentSize(lines, maxChars);
    const piecesPerLine = lines.map((line) => splitLongLine(cleanLine(line), PIECE_CHARS));
    const pieces = piecesPerLine.flat();
    const braille: string[] = [];
    let batch: string[] = [];
    let batchChars = 0;
    const send = async () => {
      if (batch.length === 0) return;
      const result = await translator.translate({ table, lines: batch, direction: 'forward' });
      braille.push(...result.lines);
      batch = [];
      batchChars = 0;
    };
    for (const piece of pieces) {
      if (batch.length === MAX_TRANSLATION_LINES || batchChars + piece.length + 1 > MAX_TRANSLATION_CHARS) await send();
      batch.push(piece);
      batchChars += piece.length + 1;
    }
    await send();
    let next = 0;
    return piecesPerLine.map((linePieces) => linePieces.map(() => braille[next++] ?? '').join('⠀'));
  };
}
