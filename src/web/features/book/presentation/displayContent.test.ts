import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { brailleScreenContent } from './displayContent.ts';
import { pageForDisplay } from './displayStandIn.ts';

const paragraph = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });

/** A fake translator: a→⠁, b→⠃, c→⠉, space→blank; anything else dots 1-2-3-4-5-6. */
const CELLS: Readonly<Record<string, string>> = { a: '⠁', b: '⠃', c: '⠉', ' ': '⠀' };
const translate = async (lines: string[]) => lines.map((line) => [...line].map((letter) => CELLS[letter] ?? '⠿').join(''));

describe('braille on the display\'s cells', () => {
  it('puts each row on a line of graphic cells in the device\'s pin order', () => {
    const area = { cellsPerLine: 30, graphicLines: 10 };
    // Dot 1; dot 4 (Unicode bit 3); dot 7 (Unicode bit 6).
    const { graphic, text } = brailleScreenContent(['⠁⠈', '⡀'], area);
    expect(graphic).toHaveLength(300);
    expect(graphic[0]).toBe(0b0000_0001);
    expect(graphic[1]).toBe(0b0001_0000);
    expect(graphic[30]).toBe(0b0000_1000);
    expect(graphic.filter((cell) => cell !== 0)).toHaveLength(3);
    expect(text).toBeUndefined();
  });

  it('keeps to the area: rows past its lines and cells past its width are left out', () => {
    const { graphic } = brailleScreenContent(['⠁⠁⠁', '⠁', '⠁'], { cellsPerLine: 2, graphicLines: 2 });
    expect([...graphic]).toEqual([1, 1, 1, 0]);
  });
});

describe('a page laid out for the display (stand-in)', () => {
  it('wraps at blank cells and cuts the rows into screens of the display\'s lines', async () => {
    const page = await pageForDisplay([paragraph('abc abc'), paragraph('a'), paragraph('b')], { cellsPerLine: 4, lines: 2 }, translate);
    expect(page.screens).toEqual([['⠁⠃⠉', '⠁⠃⠉'], ['⠁', '⠃']]);
  });

  it('gives an empty page one empty screen', async () => {
    expect((await pageForDisplay([paragraph('')], { cellsPerLine: 30, lines: 10 }, translate)).screens).toEqual([[]]);
  });

  it('reads lists with their markers and images by their alternative text', async () => {
    const blocks: BlockElement[] = [
      { type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'a' }] }] }] },
      { type: 'image', src: '/drive-app/file/x.png', alt: 'c', children: [{ text: '' }] },
      { type: 'image', src: '/drive-app/file/y.png', alt: 'b', decorative: true, children: [{ text: '' }] },
    ];
    expect((await pageForDisplay(blocks, { cellsPerLine: 30, lines: 10 }, translate)).screens).toEqual([['⠿⠿⠀⠁', '⠉']]);
  });
});
