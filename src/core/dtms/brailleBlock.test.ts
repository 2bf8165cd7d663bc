import { describe, expect, it } from 'vitest';
import { createGrid, gridToText, stampTemplate } from '../pins/index.ts';
import { brailleBlock } from './brailleBlock.ts';

describe('a block of braille cells', () => {
  it('lays the cells out as 2×4 pins, dot 1 top left, in lines', () => {
    // Unicode braille: "d" = dots 1 4 5 (0x19), "a" = dot 1 (0x01), full cell with dots 7 and 8 (0xff).
    const block = brailleBlock(new Uint8Array([0x19, 0x01, 0xff]), 2);
    expect(gridToText(block)).toBe(['###.', '.#..', '....', '....', '##..', '##..', '##..', '##..'].join('\n'));
  });

  it('stamps onto a canvas where it is put', () => {
    const canvas = stampTemplate(createGrid(6, 4), brailleBlock(new Uint8Array([0x3f]), 1), { x: 3, y: 0 });
    expect(gridToText(canvas)).toBe(['...##.', '...##.', '...##.', '......'].join('\n'));
  });

  it('refuses a line length that is not a whole number from 1', () => {
    expect(() => brailleBlock(new Uint8Array([1]), 0)).toThrow(RangeError);
  });
});
