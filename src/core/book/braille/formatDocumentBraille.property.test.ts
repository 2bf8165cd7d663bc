import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsFromUnicode, unicodeFromCells } from '../../braille/index.ts';
import { documentArb } from '../testing/arbitraries.ts';
import { formatDocumentBraille } from './formatDocumentBraille.ts';
import type { TranslateLines } from './options.ts';

/** Any print character becomes some non-blank cell; white space a blank one. */
const anyTranslate: TranslateLines = (lines) =>
  Promise.resolve(lines.map((line) => unicodeFromCells(Uint8Array.from([...line].map((character) => (/\s/.test(character) ? 0 : ((character.codePointAt(0) ?? 0) % 63) + 1))))));

describe('any document in braille', () => {
  it('keeps every row within the width and every page within its lines, numbers included, and starts no page blank', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, fc.integer({ min: 10, max: 50 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), async (doc, cells, lines, numbers) => {
        const pages = await formatDocumentBraille(doc, { cellsPerLine: cells, linesPerPage: lines, printPageNumbers: numbers, brailleNumbers: numbers }, anyTranslate);
        for (const page of pages) {
          expect(page.length).toBeLessThanOrEqual(lines);
          expect(page.length).toBeGreaterThan(0);
          // No page starts with a blank line.
          expect(cellsFromUnicode(page[0] ?? '').some((cell) => cell !== 0)).toBe(true);
          for (const row of page) expect(cellsFromUnicode(row).length).toBeLessThanOrEqual(cells);
        }
      }),
      { numRuns: 150 },
    );
  });
});
