import { describe, expect, it } from 'vitest';
import { gridFromText, gridToText } from '../pins/index.ts';
import { removeIsolatedPins } from './cleanup.ts';

describe('removing isolated pins', () => {
  it('lowers pins with no raised neighbour and keeps pairs, diagonals and shapes', () => {
    const before = gridFromText(['#......#', '...#....', '....#...', '.#......', '......##', '#.......'].join('\n'));
    expect(gridToText(removeIsolatedPins(before))).toBe(
      ['........', '...#....', '....#...', '........', '......##', '........'].join('\n'),
    );
  });

  it('leaves its input alone', () => {
    const before = gridFromText('#..\n...\n..#');
    removeIsolatedPins(before);
    expect(gridToText(before)).toBe('#..\n...\n..#');
  });

  it('removes every pin of a checkerboard with gaps but keeps a diagonal chain', () => {
    expect(gridToText(removeIsolatedPins(gridFromText('#.#\n...\n#.#')))).toBe('...\n...\n...');
    expect(gridToText(removeIsolatedPins(gridFromText('#.#\n.#.\n#.#')))).toBe('#.#\n.#.\n#.#');
  });
});
