import { describe, expect, it } from 'vitest';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import { brailleOf, buildDisplayModel, pinsUp, raisedDots } from './displayModel.ts';

function state320(graphic: Record<number, number> = {}, text: Record<number, number> = {}): VirtualDisplayState {
  const layout = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
  const g = new Uint8Array(300);
  const t = new Uint8Array(20);
  for (const [at, value] of Object.entries(graphic)) g[Number(at)] = value;
  for (const [at, value] of Object.entries(text)) t[Number(at)] = value;
  return { graphic: g, text: t, layout };
}

describe('the display model', () => {
  it('names each pin-order bit as its braille dot (notes §6: bit 3 is dot 7, bits 4–6 dots 4–6)', () => {
    const dotOfBit = [1, 2, 3, 7, 4, 5, 6, 8];
    for (const [bit, dot] of dotOfBit.entries()) expect(raisedDots(1 << bit)).toEqual([dot]);
    expect(raisedDots(0x31)).toEqual([1, 4, 5]);
    expect(raisedDots(0xff)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(raisedDots(0x88)).toEqual([7, 8]);
    expect(raisedDots(0)).toEqual([]);
  });

  it('draws the left column top to bottom, then the right column', () => {
    expect(pinsUp(0x0f)).toEqual([true, true, true, true, false, false, false, false]);
    expect(pinsUp(0x81)).toEqual([true, false, false, false, false, false, false, true]);
  });

  it('shows a pin-order cell as the Unicode braille of the same dots', () => {
    expect(brailleOf(0x31)).toBe('⠙');
    expect(brailleOf(0x08)).toBe('⡀');
    expect(brailleOf(0x10)).toBe('⠈');
    expect(brailleOf(0)).toBe('⠀');
  });

  it('puts the 320s text line first, then its 10 graphic lines of 30 cells', () => {
    const model = buildDisplayModel(state320({ 0: 0x01, 31: 0x31, 299: 0xff }, { 0: 0x31, 1: 0x11, 5: 0x01 }));
    expect(model.rows.map((row) => `${row.kind}${row.line}:${row.cells.length}`)).toEqual([
      'text0:20',
      ...Array.from({ length: 10 }, (_, i) => `graphic${i + 1}:30`),
    ]);
    expect(model.columnCount).toBe(30);
    expect(model.cellCount).toBe(320);
    expect(model.raisedCellCount).toBe(6);
    expect(model.rows[2]?.cells[1]).toEqual({ pins: 0x31, dots: [1, 4, 5] });
    expect(model.rows[10]?.cells[29]?.dots).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Trailing blank cells are left out; the blank inside stays.
    expect(model.textBraille).toBe('⠙⠉⠀⠀⠀⠁');
  });

  it('gives the 768 no text line: 16 lines of 48 cells', () => {
    const layout = { textCells: 0, graphicLines: 16, cellsPerLine: 48 };
    const model = buildDisplayModel({ graphic: new Uint8Array(768).fill(0x80, 700), text: new Uint8Array(0), layout });
    expect(model.rows).toHaveLength(16);
    expect(model.rows.every((row) => row.kind === 'graphic' && row.cells.length === 48)).toBe(true);
    expect(model.rows[0]?.line).toBe(1);
    expect(model.cellCount).toBe(768);
    expect(model.raisedCellCount).toBe(68);
    expect(model.textBraille).toBeUndefined();
  });

  it('says the text line is blank with an empty string, not undefined', () => {
    expect(buildDisplayModel(state320()).textBraille).toBe('');
  });

  it('changes a row signature exactly when that rows pins change', () => {
    const before = buildDisplayModel(state320({ 40: 0x01 }));
    const after = buildDisplayModel(state320({ 40: 0x03 }));
    const same = buildDisplayModel(state320({ 40: 0x01 }));
    expect(after.signature).not.toBe(before.signature);
    expect(same.signature).toBe(before.signature);
    expect(after.rows.map((row, i) => row.signature === before.rows[i]?.signature)).toEqual([true, true, false, true, true, true, true, true, true, true, true]);
  });
});
