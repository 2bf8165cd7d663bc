import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLine, normaliseBlank, sameBraille, splitLongLine, textToLines } from './prepareText.ts';

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Text with words, runs of spaces, accents, characters outside the BMP and a stray high surrogate. */
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' ', '  ', '😀', '𝄞', '\ud83d', 'word '), maxLength: 120 });
const maxChars = fc.integer({ min: 2, max: 40 });

describe('text split into lines an engine can take', () => {
  it('splits at every kind of line end: CRLF, CR, LF and the Unicode separators', () => {
    expect(textToLines('a\r\nb\rc\nd\u2028e\u2029f')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('keeps empty lines, so the braille has as many lines as the print', () => {
    expect(textToLines('a\r\n\r\nb\n')).toEqual(['a', '', 'b', '']);
    expect(textToLines('')).toEqual(['']);
    expect(textToLines('\r\r')).toEqual(['', '', '']);
  });

  it('cleans every line it gives', () => {
    expect(textToLines('x\ty\ne\u0301')).toEqual(['x y', 'é']);
  });
});

describe('a line cleaned for liblouis', () => {
  it('turns NUL, tabs and other control characters into spaces, so nothing is cut or brailled by itself', () => {
    expect(cleanLine('a\u0000b')).toBe('a b');
    expect(cleanLine('a\tb')).toBe('a b');
    expect(cleanLine('\u0001\u001f\u007f\u0085\u009f')).toBe('     ');
    expect(cleanLine('a\rb')).toBe('a b');
  });

  it('composes accents as the tables define them', () => {
    expect(cleanLine('e\u0301')).toBe('é');
    expect(cleanLine('e\u0301').length).toBe(1);
    expect(cleanLine('A\u030a')).toBe('Å');
    expect(cleanLine('\u1100\u1161')).toBe('가');
  });

  it('leaves other text as it is', () => {
    expect(cleanLine('Hello, 세계! \u00a0⠁⠀😀')).toBe('Hello, 세계! \u00a0⠁⠀😀');
  });
});

describe('a long line in pieces an engine can take', () => {
  it('leaves a line that fits as one piece', () => {
    expect(splitLongLine('hello world', 11)).toEqual(['hello world']);
    expect(splitLongLine('', 5)).toEqual(['']);
  });

  it('cuts after a space, so no word is split', () => {
    expect(splitLongLine('one two three', 8)).toEqual(['one two ', 'three']);
    expect(splitLongLine('aaaa bbbb cccc', 5)).toEqual(['aaaa ', 'bbbb ', 'cccc']);
  });

  it('cuts a word longer than a piece where it must', () => {
    expect(splitLongLine('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
  });

  it('never cuts a character outside the BMP in two', () => {
    expect(splitLongLine('ab😀cd', 3)).toEqual(['ab', '😀c', 'd']);
  });

  it('gives pieces that join back to the line, each within the limit', () => {
    fc.assert(
      fc.property(text, maxChars, (line, max) => {
        const pieces = splitLongLine(line, max);
        expect(pieces.join('')).toBe(line);
        for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(max);
        for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never ends a piece between the two halves of a surrogate pair', () => {
    fc.assert(
      fc.property(text, maxChars, (line, max) => {
        const pieces = splitLongLine(line, max);
        for (let i = 0; i + 1 < pieces.length; i++) {
          const piece = pieces[i] ?? '';
          const next = pieces[i + 1] ?? '';
          expect(isHigh(piece.charCodeAt(piece.length - 1)) && isLow(next.charCodeAt(0))).toBe(false);
        }
      }),
    );
  });

  it('never cuts a word after a double or leading space', () => {
    expect(splitLongLine('aaa  bbbb', 4)).toEqual(['aaa ', ' ', 'bbbb']);
    expect(splitLongLine(' ab', 2)).toEqual([' ', 'ab']);
  });

  it('moves on even when the limit would split a character outside the BMP', () => {
    expect(splitLongLine('😀x', 1)).toEqual(['😀', 'x']);
  });

  it('cuts after the last space in reach whenever there is one, even a leading space', () => {
    fc.assert(
      fc.property(text, maxChars, (line, max) => {
        const pieces = splitLongLine(line, max);
        let offset = 0;
        for (const piece of pieces.slice(0, -1)) {
          const rest = line.slice(offset);
          if (rest.slice(0, max).includes(' ')) {
            expect(piece.endsWith(' ')).toBe(true);
            expect(rest.slice(piece.length, max)).not.toContain(' ');
          } else {
            expect(piece.length).toBeGreaterThanOrEqual(max - 1);
          }
          offset += piece.length;
        }
      }),
    );
  });
});

describe('braille compared as people read it', () => {
  it('treats the blank cell and a space alike', () => {
    expect(sameBraille('⠁⠀⠃', '⠁ ⠃')).toBe(true);
    expect(sameBraille('⠀⠁', ' ⠁')).toBe(true);
  });

  it('ignores blanks at the end of a line', () => {
    expect(sameBraille('⠁⠃⠀⠀', '⠁⠃')).toBe(true);
    expect(sameBraille('⠁⠃ ⠀ ', '⠁⠃\u2800')).toBe(true);
    expect(normaliseBlank('⠀⠁⠀ ⠀')).toBe(' ⠁');
  });

  it('still tells different braille apart', () => {
    expect(sameBraille('⠁', '⠃')).toBe(false);
    expect(sameBraille('⠀⠁', '⠁')).toBe(false);
    expect(sameBraille('⠁⠀⠃', '⠁⠃')).toBe(false);
  });
});
