import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BrailleError } from './errors.ts';
import { cellsFromUnicode, dotsOf, isUnicodeBraille, unicodeFromCells, withoutTrailingBlanks } from './unicodeBraille.ts';

function errorOf(run: () => unknown): BrailleError | string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof BrailleError ? error : `not a BrailleError: ${String(error)}`;
  }
  return undefined;
}

describe('Unicode braille', () => {
  it('gives a translator’s braille back as cell bytes, dot 1 in bit 0', () => {
    expect([...cellsFromUnicode('⠓⠑⠇⠇⠕')]).toEqual([0x13, 0x11, 0x07, 0x07, 0x15]);
    expect([...cellsFromUnicode('⣿⡀⢀')]).toEqual([0xff, 0x40, 0x80]);
    expect(unicodeFromCells(Uint8Array.of(0x13, 0x00, 0xff))).toBe('⠓⠀⣿');
  });

  it('reads a typed space as the blank cell, and writes the blank as U+2800', () => {
    expect([...cellsFromUnicode('⠁ ⠃')]).toEqual([0x01, 0x00, 0x03]);
    expect(unicodeFromCells(cellsFromUnicode(' '))).toBe('\u2800');
  });

  it('tells a user which character is not braille, with its column and code', () => {
    const error = errorOf(() => cellsFromUnicode('⠁⠃😀⠉', { line: 3 }));
    expect(error).toBeInstanceOf(BrailleError);
    expect(error).toMatchObject({ code: 'NOT_BRAILLE', line: 3, column: 3 });
    expect((error as BrailleError).messageRef.values).toMatchObject({ line: 3, column: 3, character: '"😀" (U+1F600)' });
  });

  it('refuses letters, CJK, right-to-left text and controls alike', () => {
    for (const text of ['a', '한', '中', 'שלום', '\u202e', '\u0000', '\t', '\u00a0', '\ud800']) {
      expect(errorOf(() => cellsFromUnicode(text))).toMatchObject({ code: 'NOT_BRAILLE', column: 1 });
      expect(isUnicodeBraille(text)).toBe(false);
    }
  });

  it('says whether a text is braille the same way cellsFromUnicode decides', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('⠁', '⣿', ' ', '\u2800', 'a', '\u28ff', '\u2900', '\u27ff') }), (text) => {
        expect(isUnicodeBraille(text)).toBe(errorOf(() => cellsFromUnicode(text)) === undefined);
      }),
    );
    expect(isUnicodeBraille('')).toBe(true);
  });

  it('round-trips any cells', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (cells) => {
        expect(cellsFromUnicode(unicodeFromCells(cells))).toEqual(cells);
      }),
    );
  });

  it('names the raised dots of a cell for speech', () => {
    expect(dotsOf(0x19)).toEqual([1, 4, 5]);
    expect(dotsOf(0)).toEqual([]);
    expect(dotsOf(0xff)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(dotsOf(0xc0)).toEqual([7, 8]);
  });
});

describe('withoutTrailingBlanks', () => {
  it('drops only the blank cells at the end', () => {
    expect(Array.from(withoutTrailingBlanks(Uint8Array.of(0, 0x19, 0, 0x15, 0, 0)))).toEqual([0, 0x19, 0, 0x15]);
    expect(withoutTrailingBlanks(Uint8Array.of(0, 0)).length).toBe(0);
  });
});
