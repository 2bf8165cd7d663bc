import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, drawLine, drawRectangle, type PinGrid } from '../../pins/index.ts';
import { writeBraille } from '../testing/tactileFixtures.ts';
import { applyPageFix } from './applyFix.ts';
import { checkPages } from './checkPages.ts';
import type { PageFixStep } from '../finding.ts';

// Words of any Braille ASCII cells but the blank (letters, digits, punctuation: all 63 dot patterns).
const ASCII_CELLS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_'];
const word = fc.array(fc.constantFrom(...ASCII_CELLS), { minLength: 2, maxLength: 8 }).map((cells) => cells.join(''));
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

describe('tactile rules on braille alone', () => {
  it('find nothing in labels placed anywhere they fit on a blank page', () => {
    fc.assert(
      fc.property(text, fc.nat(59), fc.nat(37), (label, x, y) => {
        const cells = label.length * 3 - 1;
        fc.pre(x + cells <= 60);
        const findings = checkPages([{ grid: writeBraille(createGrid(60, 40), label, { x, y }) }]);
        expect(findings, label).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('find nothing in labels one empty pin from upright lines either side', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 40 }), fc.integer({ min: 6, max: 28 }), (label, x, y) => {
        const last = x + label.length * 3 - 2;
        fc.pre(last + 2 < 60);
        let grid: PinGrid = writeBraille(createGrid(60, 40), label, { x, y });
        grid = drawLine(grid, { x: x - 2, y: y - 5 }, { x: x - 2, y: y + 8 });
        grid = drawLine(grid, { x: last + 2, y: y - 5 }, { x: last + 2, y: y + 8 });
        expect(checkPages([{ grid }]), label).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('after every automatic fix, the finding it fixed is gone and no error is added', () => {
    fc.assert(
      fc.property(text, fc.nat(40), fc.nat(30), fc.nat(20), fc.nat(12), (label, x, y, boxX, boxY) => {
        const cells = label.length * 3 - 1;
        fc.pre(x + cells <= 60);
        let grid: PinGrid = drawRectangle(createGrid(60, 40), { x: boxX, y: boxY }, { x: boxX + 30, y: boxY + 20 });
        grid = writeBraille(grid, label, { x, y });
        const before = checkPages([{ grid }]);
        for (const finding of before) {
          if (finding.fix?.kind !== 'auto') continue;
          const [after] = applyPageFix([grid], finding.fix.steps as PageFixStep[]);
          const again = checkPages([{ grid: after ?? grid }]);
          expect(again.map((found) => found.key)).not.toContain(finding.key);
          const errorsBefore = before.filter((found) => found.severity === 'error').length;
          expect(again.filter((found) => found.severity === 'error').length).toBeLessThanOrEqual(errorsBefore);
        }
      }),
      { numRuns: 300 },
    );
  });
});
