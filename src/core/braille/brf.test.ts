import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brfMessages, readBrf, writeBrf } from './brf.ts';
import { BrailleError } from './errors.ts';
import { paginate } from './pages.ts';
import { unicodeFromCells } from './unicodeBraille.ts';

const HELLO = '⠓⠑⠇⠇⠕'; // HELLO
const WORLD = '⠺⠕⠗⠇⠙'; // WORLD

/** Lines of 6-dot braille with blanks (U+2800 or spaces), short and long. */
const sixDotLine = fc
  .array(fc.oneof({ weight: 1, arbitrary: fc.constant(-1) }, { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x3f }) }), { maxLength: 130 })
  .map((cells) => cells.map((cell) => (cell < 0 ? ' ' : unicodeFromCells(Uint8Array.of(cell)))).join(''));

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof BrailleError ? error.code : `not a BrailleError: ${String(error)}`;
  }
  return undefined;
}

describe('writing a BRF', () => {
  it('lets a user export braille as upper-case Braille ASCII lines ending CR LF', () => {
    const { text, pages, warnings } = writeBrf([`${HELLO}\u2800${WORLD}`, '⠁⠃⠉']);
    expect(text).toBe('HELLO WORLD\r\nABC\r\n');
    expect(pages).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('puts a form feed between pages, after the last line end of each page but not after the final page', () => {
    const lines = ['⠁', '⠃', '⠉', '⠙', '⠑'];
    expect(writeBrf(lines, { cellsPerLine: 10, linesPerPage: 2 })).toMatchObject({ text: 'A\r\nB\r\n\fC\r\nD\r\n\fE\r\n', pages: 3 });
  });

  it('wraps long lines at word breaks, 40 cells by 25 lines unless told otherwise', () => {
    const word = '⠁'.repeat(15);
    const { text } = writeBrf([[word, word, word].join(' ')]);
    expect(text).toBe(`${'A'.repeat(15)} ${'A'.repeat(15)}\r\n${'A'.repeat(15)}\r\n`);
    const many = writeBrf(Array.from({ length: 26 }, () => '⠁'));
    expect(many.pages).toBe(2);
    expect(many.text.split('\f')[0]?.split('\r\n')).toHaveLength(26);
  });

  it('exports a very long word by cutting it at the line width', () => {
    const { text } = writeBrf(['⠁'.repeat(95)], { cellsPerLine: 40 });
    expect(text).toBe(`${'A'.repeat(40)}\r\n${'A'.repeat(40)}\r\n${'A'.repeat(15)}\r\n`);
  });

  it('trims trailing blank cells and keeps blank lines inside a page', () => {
    expect(writeBrf(['⠁⠀⠀  ', '', '⠃']).text).toBe('A\r\n\r\nB\r\n');
  });

  it('drops dots 7 and 8 with a warning that names the input line and cell, and never fails for them', () => {
    const { text, warnings } = writeBrf(['⠁⠃', '⠁⡁⢀⣿']);
    expect(text).toBe('AB\r\nAA =\r\n');
    expect(warnings.map(({ line, cell }) => [line, cell])).toEqual([
      [2, 2],
      [2, 3],
      [2, 4],
    ]);
    expect(warnings[0]).toEqual({
      code: 'DOTS_7_8_DROPPED',
      line: 2,
      cell: 2,
      messageRef: { message: brfMessages.dots78Dropped, values: { line: 2, cell: 2 } },
    });
  });

  it('refuses text that is not braille (emoji, CJK, right-to-left) with the line and column', () => {
    for (const [line, column] of [
      ['⠁⠃😀', 3],
      ['中文', 1],
      ['⠁עברית', 2],
      ['⠁\u202e⠃', 2],
    ] as const) {
      try {
        writeBrf(['⠁', line]);
        expect.unreachable(line);
      } catch (error) {
        expect(error).toBeInstanceOf(BrailleError);
        expect(error).toMatchObject({ code: 'NOT_BRAILLE', line: 2, column });
      }
    }
  });

  it('refuses page sizes that are not whole numbers of 10–100 cells and 1–100 lines', () => {
    expect(codeOf(() => writeBrf(['⠁'], { cellsPerLine: 9 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writeBrf(['⠁'], { cellsPerLine: 101 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writeBrf(['⠁'], { linesPerPage: 0 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writeBrf(['⠁'], { linesPerPage: 25.5 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writeBrf(['⠁'], { cellsPerLine: 10, linesPerPage: 1 }))).toBeUndefined();
  });

  it('writes an empty file for a document with no braille', () => {
    expect(writeBrf([])).toEqual({ text: '', pages: 0, warnings: [] });
    expect(writeBrf(['', '  '])).toEqual({ text: '', pages: 0, warnings: [] });
  });
});

describe('reading a BRF or BRL', () => {
  const expected = [
    ['⠓⠑⠇⠇⠕⠀⠺⠕⠗⠇⠙', '⠁⠃⠉'],
    ['⠙⠑⠋'],
  ];

  it('reads the pages a user’s embosser software wrote, however it ends lines and pages', () => {
    for (const text of [
      'HELLO WORLD\r\nABC\r\n\fDEF\r\n',
      'HELLO WORLD\nABC\n\fDEF\n',
      'HELLO WORLD\rABC\r\fDEF\r',
      'HELLO WORLD\r\nABC\fDEF',
      'HELLO WORLD\r\nABC\r\n\f\r\nDEF\r\n',
      'HELLO WORLD\r\nABC\f\r\nDEF\r\n\f',
      'HELLO WORLD\r\nABC\r\n\fDEF\r\n\f\r\n',
      'hello world   \r\nabc  \r\n\fdef\r\n\r\n\r\n',
      '\ufeffHELLO WORLD\r\nABC\r\n\fDEF\r\n',
      '\u00ef\u00bb\u00bfHELLO WORLD\r\nABC\r\n\fDEF\r\n',
    ]) {
      expect(readBrf(text).pages, JSON.stringify(text)).toEqual(expected);
    }
  });

  it('keeps a file without form feeds as one page instead of inventing page breaks', () => {
    const text = Array.from({ length: 60 }, () => 'A\r\n').join('');
    const { pages } = readBrf(text);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(60);
  });

  it('keeps blank lines and a deliberately empty page in the middle', () => {
    expect(readBrf('A\r\n\r\nB\r\n\f\fC\r\n').pages).toEqual([['⠁', '', '⠃'], [], ['⠉']]);
  });

  it('reads the alternate symbols and DEL', () => {
    expect(readBrf('`{|}~\u007f').pages).toEqual([['⠈⠪⠳⠻⠘⠸']]);
  });

  it('reads an empty or blank file as no pages', () => {
    for (const text of ['', '\r\n', '\f', '   \r\n\f\r\n', '\ufeff']) expect(readBrf(text).pages, JSON.stringify(text)).toEqual([]);
  });

  it('tells a user where a character outside Braille ASCII is, by line and column', () => {
    for (const [text, line, column] of [
      ['ABC\r\nDE\tF', 2, 3],
      ['ABC\nDEF\n😀', 3, 1],
      ['A\fB中', 1, 4],
      ['AB\r\n\r\nשלום', 3, 1],
      ['AB\u0000', 1, 3],
      ['\u00e9', 1, 1],
    ] as const) {
      try {
        readBrf(text);
        expect.unreachable(JSON.stringify(text));
      } catch (error) {
        expect(error).toBeInstanceOf(BrailleError);
        expect(error).toMatchObject({ code: 'NOT_BRAILLE_ASCII', line, column });
      }
    }
  });

  it('never fails with anything but a BrailleError, whatever the text', () => {
    const brfish = fc.string({ unit: fc.constantFrom('A', 'z', ' ', '\r', '\n', '\f', '\u007f', '~', '\t', '😀', '\ud800', '\ufeff') });
    for (const text of [fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), brfish]) {
      fc.assert(
        fc.property(text, (input) => {
          const code = codeOf(() => readBrf(input));
          expect([undefined, 'NOT_BRAILLE_ASCII']).toContain(code);
        }),
      );
    }
  });
});

describe('BRF round trip', () => {
  it('gives back the same cells, laid out as written, for any 6-dot braille', () => {
    fc.assert(
      fc.property(
        fc.array(sixDotLine, { maxLength: 40 }),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        (lines, cellsPerLine, linesPerPage) => {
          const written = writeBrf(lines, { cellsPerLine, linesPerPage });
          expect(written.warnings).toEqual([]);
          const { pages } = readBrf(written.text);
          expect(pages).toEqual(paginate(lines, cellsPerLine, linesPerPage));
          expect(pages).toHaveLength(written.pages);
        },
      ),
    );
  });

  it('gives back unwrapped lines unchanged when they fit', () => {
    fc.assert(
      fc.property(fc.array(sixDotLine.map((line) => line.slice(0, 40).replace(/[ \u2800]+$/, '')).filter((line) => line !== ''), { maxLength: 25 }), (lines) => {
        const { pages } = readBrf(writeBrf(lines).text);
        expect(pages.flat()).toEqual(lines.map((line) => line.replaceAll(' ', '\u2800')));
      }),
    );
  });
});
