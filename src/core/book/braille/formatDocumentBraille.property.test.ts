import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsFromUnicode, unicodeFromCells } from '../../braille/index.ts';
import { documentArb } from '../testing/arbitraries.ts';
import { formatDocumentBraille } from './formatDocumentBraille.ts';
import type { TranslateLines } from './options.ts';

/** Any print character becomes some non-blank cell; white space a blank one. */
const anyTranslate: TranslateLines = (lines) =>
  Promise.resolve(lines.map((line) => unicodeFromCells(Uint8Array.from([...line].map((character) => (/\s/.test(character) ? 0 : ((character.codePointAt(0) ?? 0) % 63) + 1))))));

/** A page's first row as cells. */
const firstRow = (page: readonly string[]) => cellsFromUnicode(page[0] ?? '');
const notBlank = (cells: Uint8Array) => cells.some((cell) => cell !== 0);

describe('any document in braille', () => {
  it('keeps every row within the width and every page within its lines, numbers included, starts no text blank, and heads every page but the first', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, fc.integer({ min: 10, max: 50 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), fc.boolean(), async (doc, cells, lines, numbers, headed) => {
        const options = { cellsPerLine: cells, linesPerPage: lines, printPageNumbers: numbers, brailleNumbers: numbers, ...(headed ? { runningHead: 'Title' } : {}) };
        const pages = await formatDocumentBraille(doc, options, anyTranslate);
        // The head, however far it is shortened, is the start of "Title" in anyTranslate's cells.
        const headCells = cellsFromUnicode((await anyTranslate(['Title']))[0] ?? '');
        const withHead = headed && lines >= 3;
        pages.forEach((page, index) => {
          expect(page.length).toBeLessThanOrEqual(lines);
          expect(page.length).toBeGreaterThan(0);
          for (const row of page) expect(cellsFromUnicode(row).length).toBeLessThanOrEqual(cells);
          // No page starts with a blank line, and no text starts blank under a head.
          expect(notBlank(firstRow(page))).toBe(true);
          if (withHead && index > 0) {
            const row = firstRow(page);
            const start = row.findIndex((cell) => cell !== 0);
            const end = row.indexOf(0, start) < 0 ? row.length : row.indexOf(0, start);
            const shown = [...row.slice(start, end)];
            expect(shown.length).toBeGreaterThan(0);
            expect(shown).toEqual([...headCells.slice(0, shown.length)]);
            expect(page.length).toBeGreaterThan(1);
            expect(notBlank(cellsFromUnicode(page[1] ?? ''))).toBe(true);
          }
        });
      }),
      { numRuns: 150 },
    );
  });
});
