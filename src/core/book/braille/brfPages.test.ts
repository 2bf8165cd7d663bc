import { describe, expect, it } from 'vitest';
import { readBrf } from '../../braille/index.ts';
import { brfFromPages } from './brfPages.ts';

describe('finished pages as BRF', () => {
  it('writes CR LF after every line and a form feed between pages, upper case, no trailing blanks', () => {
    const { text, lostDots78 } = brfFromPages([['⠁⠃⠀⠀', '', '⠀⠀⠼⠁'], ['⠉']]);
    expect(text).toBe('AB\r\n\r\n  #A\r\n\fC\r\n');
    expect(lostDots78).toBe(0);
    expect(readBrf(text).pages).toEqual([['⠁⠃', '', '⠀⠀⠼⠁'], ['⠉']]);
  });

  it('drops dots 7 and 8 and counts the cells that lost them, and writes nothing for no pages', () => {
    expect(brfFromPages([['⣿⠁']])).toEqual({ text: '=A\r\n', lostDots78: 1 });
    expect(brfFromPages([]).text).toBe('');
  });
});
