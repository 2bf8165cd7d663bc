import { describe, expect, it } from 'vitest';
import { BrailleError, brailleBlock, cellsFromUnicode } from '../../braille/index.ts';
import { countRaised, getPin } from '../../pins/index.ts';
import { MAX_PAGES } from '../limits.ts';
import { documentFromBrf } from './brfImport.ts';
import { CanvasFileError } from './errors.ts';

describe('documentFromBrf', () => {
  it('shows each braille cell as a display cell, and puts the braille on the text line', () => {
    // "AB C" on one line, "D" on the next: ⠁⠃⠀⠉ / ⠙
    const document = documentFromBrf('AB C\r\nD\r\n', { title: 'Letters', model: 320 });
    expect(document).toMatchObject({ title: 'Letters', model: 320 });
    expect(document.pages).toHaveLength(1);
    const page = document.pages[0];
    const grid = page?.grid;
    if (!grid) throw new Error('no page');
    expect(grid).toMatchObject({ width: 60, height: 40 });
    // A (dot 1) at the first cell's top-left pin; B (dots 1 2) in the second cell.
    expect(getPin(grid, 0, 0)).toBe(true);
    expect(getPin(grid, 2, 0) && getPin(grid, 2, 1)).toBe(true);
    // D (dots 1 4 5) on the second cell line (pins 4–7 down).
    expect(getPin(grid, 0, 4) && getPin(grid, 1, 4) && getPin(grid, 1, 5)).toBe(true);
    expect(countRaised(grid)).toBe(1 + 2 + 2 + 3);
    expect([...(page?.text.cells ?? [])]).toEqual([...cellsFromUnicode('⠁⠃⠀⠉⠀⠙')]);
    expect(page?.text.plain).toBe('');
    expect(page?.altText).toBe('');
  });

  it('draws the cells exactly as brailleBlock lays the device rows', () => {
    const document = documentFromBrf('ABCDEFGHIJ', { title: 't', model: 768 });
    const expected = brailleBlock(cellsFromUnicode('⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚'), 48);
    const grid = document.pages[0]?.grid;
    if (!grid) throw new Error('no page');
    expect(grid).toMatchObject({ width: 96, height: 64 });
    for (let x = 0; x < expected.width; x++) for (let y = 0; y < expected.height; y++) expect(getPin(grid, x, y)).toBe(getPin(expected, x, y));
  });

  it("keeps the file's page breaks and adds pages where a page is longer than the display", () => {
    const eleven = Array.from({ length: 11 }, () => 'A').join('\r\n');
    const document = documentFromBrf(`${eleven}\r\n\fB\r\n`, { title: 't', model: 320 });
    // 11 lines on a 10-line display: two pages, then the file's second page.
    expect(document.pages).toHaveLength(3);
    expect(countRaised(document.pages[1]?.grid ?? brailleBlock(new Uint8Array(0), 1))).toBe(1);
  });

  it('refuses a file that would need more than 100 pages, with a translatable message', () => {
    const long = Array.from({ length: MAX_PAGES + 1 }, () => 'A').join('\f');
    try {
      documentFromBrf(long, { title: 't', model: 320 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CanvasFileError);
      expect((error as CanvasFileError).code).toBe('TOO_MANY_PAGES');
      expect((error as CanvasFileError).messageRef.values).toEqual({ max: 100 });
    }
    expect(documentFromBrf(Array.from({ length: MAX_PAGES }, () => 'A').join('\f'), { title: 't', model: 320 }).pages).toHaveLength(MAX_PAGES);
  });

  it('refuses an empty file and text that is not Braille ASCII', () => {
    expect(() => documentFromBrf('\r\n\f', { title: 't', model: 320 })).toThrow(CanvasFileError);
    expect(() => documentFromBrf('A\tB', { title: 't', model: 320 })).toThrow(BrailleError);
  });
});
