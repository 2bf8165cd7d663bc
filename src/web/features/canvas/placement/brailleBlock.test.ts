import { describe, expect, it } from 'vitest';
import { createGrid } from '../../../../core/pins/index.ts';
import { blockAt, capacityAt, linesPlaced, roomAt, textLines } from './brailleBlock.ts';

const page = createGrid(60, 40);

describe('braille blocks at a point', () => {
  it('measure the room right of and below the point, holding a point off the grid to its edge', () => {
    expect(roomAt(page, { x: 10, y: 30 })).toEqual({ at: { x: 10, y: 30 }, width: 50, height: 10 });
    expect(roomAt(page, { x: -3, y: 45 })).toEqual({ at: { x: 0, y: 39 }, width: 60, height: 1 });
    expect(capacityAt(page, { x: 0, y: 0 }, { pinsPerCell: 8 })).toEqual({ cellsPerLine: 20, lines: 7 });
  });

  it('count the lines placed whole', () => {
    const lines = [Uint8Array.of(1), Uint8Array.of(1), Uint8Array.of(1)];
    const block = blockAt(page, { x: 0, y: 32 }, lines, { pinsPerCell: 6 });
    expect(block.rows).toBe(2);
    expect(linesPlaced(block, lines.length)).toBe(2);
    expect(linesPlaced(blockAt(page, { x: 0, y: 0 }, lines, { pinsPerCell: 6 }), 3)).toBe(3);
  });

  it('split text into lines without the blank ones at the end', () => {
    expect(textLines('a\r\nb\n\n')).toEqual(['a', 'b']);
    expect(textLines('a\n\nb')).toEqual(['a', '', 'b']);
    expect(textLines(' \n')).toEqual([]);
  });
});
