import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiFromCells, asciiOfCell, cellOfAscii, cellsFromAscii } from './asciiBraille.ts';
import { BrailleError } from './errors.ts';
import { dotsOf } from './unicodeBraille.ts';

const PROTOCOL_NOTES = new URL('../../../../shared/reference/device-protocol.md', import.meta.url);

/** The §8.4 table: ASCII code, dots, Unicode cell byte. */
function referenceTable(): { code: number; dots: string; cell: number }[] {
  const text = readFileSync(PROTOCOL_NOTES, 'utf8');
  return [...text.matchAll(/^\| .+ \| 0x([0-9A-F]{2}) \| ([-0-9]+) \| U\+28([0-9A-F]{2}) \(0x[0-9A-F]{2}\) \| 0x[0-9A-F]{2} \|$/gm)].map((match) => ({
    code: Number.parseInt(match[1] ?? '', 16),
    dots: match[2] ?? '',
    cell: Number.parseInt(match[3] ?? '', 16),
  }));
}

const sixDotCells = fc.uint8Array({ max: 0x3f, maxLength: 120 });

describe('Braille ASCII', () => {
  it('matches the protocol notes’ table, symbol by symbol (64 symbols and 6 alternates)', () => {
    const table = referenceTable();
    expect(table).toHaveLength(70);
    for (const { code, dots, cell } of table) {
      const character = String.fromCharCode(code);
      expect(cellOfAscii(character), character).toBe(cell);
      expect(dotsOf(cell).join('') || '-').toBe(dots);
      if (code < 0x60) expect(asciiOfCell(cell)).toBe(character);
    }
  });

  it('writes each of the 64 six-dot cells as its own upper-case symbol', () => {
    const symbols = new Set<string>();
    for (let cell = 0; cell < 64; cell++) symbols.add(asciiOfCell(cell));
    expect(symbols.size).toBe(64);
    expect([...symbols].every((symbol) => symbol >= ' ' && symbol <= '_')).toBe(true);
  });

  it('reads back what it writes, for any 6-dot cells', () => {
    fc.assert(
      fc.property(sixDotCells, (cells) => {
        const { text, lostDots78 } = asciiFromCells(cells);
        expect(lostDots78).toEqual([]);
        expect(cellsFromAscii(text)).toEqual(cells);
        expect(cellsFromAscii(text.toLowerCase())).toEqual(cells);
      }),
    );
  });

  it('reads lower case and the alternate symbols people and old tools write', () => {
    expect(cellsFromAscii('hello')).toEqual(cellsFromAscii('HELLO'));
    expect(cellsFromAscii('`{|}~\u007f')).toEqual(cellsFromAscii('@[\\]^_'));
  });

  it('leaves dots 7 and 8 out and says which cells lost them', () => {
    const { text, lostDots78 } = asciiFromCells(Uint8Array.of(0x01, 0x41, 0x80, 0xff));
    expect(text).toBe('AA =');
    expect(lostDots78).toEqual([1, 2, 3]);
  });

  it('names the line and column of a character that is not Braille ASCII', () => {
    for (const [text, column, character] of [
      ['AB\tC', 3, 'U+0009'],
      ['ABC한', 4, '"한" (U+D55C)'],
      ['😀', 1, '"😀" (U+1F600)'],
      ['A\u00e9', 2, '"é" (U+00E9)'],
      ['\u202eA', 1, 'U+202E'],
    ] as const) {
      try {
        cellsFromAscii(text, 7);
        expect.unreachable(text);
      } catch (error) {
        expect(error).toBeInstanceOf(BrailleError);
        expect(error).toMatchObject({ code: 'NOT_BRAILLE_ASCII', line: 7, column });
        expect((error as BrailleError).messageRef.values).toEqual({ line: 7, column, character });
      }
    }
  });

  it('takes only single characters as symbols', () => {
    expect(cellOfAscii('')).toBeUndefined();
    expect(cellOfAscii('AB')).toBeUndefined();
    expect(cellOfAscii('\u0080')).toBeUndefined();
  });
});
