import { describe, expect, it } from 'vitest';
import { encodeBoardInfo, parseBoardInfo } from './boardInfo.ts';
import { VIRTUAL_BOARDS, cellFamilyOf, layoutOf, sendTypeFor } from './models.ts';

describe('models (protocol notes §5, §4.4)', () => {
  it('knows the D3 family by name, with or without a serial suffix, and takes D2 otherwise', () => {
    for (const name of ['DotPad320C', 'DotPad320X-0042', 'DotPad768A', 'KM3-20A', 'DotPad300A 12']) expect(cellFamilyOf(name), name).toBe('D3');
    for (const name of ['DotPad320A', 'DotPad320A-1234', 'KM2-300A', 'DotPad832A', 'SomethingElse', '']) expect(cellFamilyOf(name), name).toBe('D2');
    // A longer model name is not the shorter one.
    expect(cellFamilyOf('DotPad320CX')).toBe('D2');
  });

  it('sends ALL_PARTIAL to the 320C, 320X and 300A, SINGLE_LINE to the rest', () => {
    for (const name of ['DotPad320C', 'DotPad320X-1', 'DotPad300A']) expect(sendTypeFor(name), name).toBe('ALL_PARTIAL');
    for (const name of ['DotPad320A', 'DotPad768A', 'KM2-300A', 'unknown']) expect(sendTypeFor(name), name).toBe('SINGLE_LINE');
  });

  it('lays out the virtual 320 and 768 as the spec says', () => {
    expect(layoutOf(VIRTUAL_BOARDS[320].board)).toEqual({ textCells: 20, graphicLines: 10, cellsPerLine: 30 });
    expect(layoutOf(VIRTUAL_BOARDS[768].board)).toEqual({ textCells: 0, graphicLines: 16, cellsPerLine: 48 });
    // 60×40 and 96×64 pins.
    expect([30 * 2, 10 * 4, 48 * 2, 16 * 4]).toEqual([60, 40, 96, 64]);
  });

  it('gives no area the board does not claim', () => {
    const board = parseBoardInfo(Uint8Array.of(0x40, 1, 25, 0, 1, 20, 0, 10, 10, 30, 0, 20));
    expect(layoutOf(board)).toEqual({ textCells: 20, graphicLines: 0, cellsPerLine: 0 });
  });

  it('names the virtual boards as the families and send types expect', () => {
    expect(cellFamilyOf(VIRTUAL_BOARDS[320].name)).toBe('D2');
    expect(cellFamilyOf(VIRTUAL_BOARDS[768].name)).toBe('D3');
    for (const { board } of Object.values(VIRTUAL_BOARDS)) expect(parseBoardInfo(encodeBoardInfo(board))).toEqual(board);
  });
});
