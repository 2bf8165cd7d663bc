import { describe, expect, it } from 'vitest';
import { BrailleError } from '../../braille/index.ts';
import type { BlockElement, ListElement, TableElement } from '../model.ts';
import { formatDocumentBraille } from './formatDocumentBraille.ts';
import type { DocumentBrailleOptions } from './options.ts';
import { asAscii, asciiTranslate, doc, h, p, pageBreak } from './testing.ts';

const noNumbers: DocumentBrailleOptions = { cellsPerLine: 20, linesPerPage: 10, printPageNumbers: false, brailleNumbers: false };
const rows = async (blocks: BlockElement[], options: DocumentBrailleOptions = noNumbers) =>
  asAscii(await formatDocumentBraille(doc(...blocks), options, asciiTranslate));

describe('paragraphs', () => {
  it('starts a paragraph at cell 3 and runs over at cell 1, wrapping at spaces', async () => {
    expect(await rows([p('one two three four five six')])).toEqual([['  ONE TWO THREE FOUR', 'FIVE SIX']]);
  });

  it('cuts a word longer than a line at the line end', async () => {
    expect(await rows([p('abcdefghijklmnopqrstuvwxyz end')])).toEqual([['  ABCDEFGHIJKLMNOPQR', 'STUVWXYZ END']]);
  });

  it('reads runs of spaces and line breaks as one space and leaves out empty paragraphs', async () => {
    expect(await rows([p('a  \n b'), p('   '), p('c')])).toEqual([['  A B', '  C']]);
  });

  it('translates each paragraph whole, in one call', async () => {
    const calls: string[][] = [];
    await formatDocumentBraille(doc(p('first words'), p('second')), noNumbers, (lines) => {
      calls.push(lines);
      return asciiTranslate(lines);
    });
    expect(calls).toEqual([['first words', 'second']]);
  });
});

describe('headings', () => {
  it('centres a heading 1 with a blank line before and after', async () => {
    expect(await rows([p('x'), h(1, 'title'), p('y')])).toEqual([['  X', '', '       TITLE', '', '  Y']]);
  });

  it('puts a heading 2 at cell 5 after a blank line and a heading 3 at cell 7', async () => {
    expect(await rows([p('x'), h(2, 'sub'), p('y'), h(3, 'minor'), p('z')])).toEqual([['  X', '', '    SUB', '  Y', '      MINOR', '  Z']]);
  });

  it('centres the runover lines of a long heading, keeping 3 blank cells each side', async () => {
    const [page] = await rows([h(1, 'alpha beta gamma delta')]);
    // 20 cells less 3 each side leave 14 for the words; each line is centred on the whole line.
    expect(page).toEqual(['     ALPHA BETA', '    GAMMA DELTA']);
  });

  it('never leaves a heading as the last line of a page', async () => {
    const options = { ...noNumbers, linesPerPage: 4 };
    expect(await rows([p('a'), p('b'), h(3, 'head'), p('c')], options)).toEqual([['  A', '  B', '      HEAD', '  C']]);
    expect(await rows([p('a'), p('b'), p('c'), h(3, 'head'), p('d')], options)).toEqual([['  A', '  B', '  C'], ['      HEAD', '  D']]);
  });
});

describe('lists, quotes, tables, images, links', () => {
  const list = (ordered: boolean, items: (string | ListElement)[][], extra: Partial<ListElement> = {}): ListElement => ({
    type: 'list',
    ordered,
    ...extra,
    children: items.map((item) => ({
      type: 'list-item',
      children: item.map((child) => (typeof child === 'string' ? { type: 'paragraph', children: [{ text: child }] } : child)),
    })),
  });

  it('lays out items 1-3, nesting by 2 cells, numbers as print shows them, bullets left out, blank lines around', async () => {
    const nested = list(false, [['inner item words here']]);
    const outer = list(true, [['first item of list'], ['second', nested]], { start: 3 });
    expect(await rows([p('x'), outer, p('y')])).toEqual([
      ['  X', '', '3. FIRST ITEM OF', '  LIST', '4. SECOND', '  INNER ITEM WORDS', '    HERE', '', '  Y'],
    ]);
  });

  it("translates an item's number together with its words", async () => {
    const seen: string[] = [];
    await formatDocumentBraille(doc(list(true, [['first']])), noNumbers, (lines) => {
      seen.push(...lines);
      return asciiTranslate(lines);
    });
    expect(seen).toEqual(['1. first']);
  });

  it('writes lettered and roman numbers', async () => {
    expect(await rows([list(true, [['a'], ['b']], { style: 'upper-roman', start: 4 })])).toEqual([['IV. A', 'V. B']]);
    expect(await rows([list(true, [['a']], { style: 'lower-alpha', start: 27 })])).toEqual([['AA. A']]);
  });

  it('sets a block quote off by blank lines and indents it 2 cells', async () => {
    const quote: BlockElement = { type: 'blockquote', children: [{ type: 'paragraph', children: [{ text: 'quoted words go here' }] }] };
    expect(await rows([p('x'), quote, p('y')])).toEqual([['  X', '', '    QUOTED WORDS GO', '  HERE', '', '  Y']]);
  });

  it('reads a table row by row, each cell after its column header', async () => {
    const cell = (text: string, header = false) => ({ type: 'table-cell' as const, ...(header ? { header: true as const } : {}), children: [{ type: 'paragraph' as const, children: [{ text }] }] });
    const table: TableElement = {
      type: 'table',
      caption: 'People',
      children: [
        { type: 'table-row', children: [cell('Name', true), cell('Age', true)] },
        { type: 'table-row', children: [cell('Ada'), cell('36')] },
        { type: 'table-row', children: [cell('Bo'), cell('')] },
      ],
    };
    expect(await rows([table], { ...noNumbers, cellsPerLine: 40 })).toEqual([['PEOPLE', 'NAME: ADA; AGE: 36', 'NAME: BO']]);
  });

  it("gives an image's alternative text as a transcriber's note at cell 7, and nothing for a decorative one", async () => {
    const image = (alt: string, decorative = false): BlockElement => ({ type: 'image', src: '/x.png', alt, ...(decorative ? { decorative: true as const } : {}), children: [{ text: '' }] });
    expect(await rows([image('a cat'), image('ignored', true), image('  ')])).toEqual([['      @.<A CAT@.>']]);
  });

  it('reads a link by its text, and by its address in a note when it has none', async () => {
    const para: BlockElement = {
      type: 'paragraph',
      children: [{ text: 'see ' }, { type: 'link', href: 'https://a.b', children: [{ text: 'here' }] }, { text: ' or ' }, { type: 'link', href: 'mailto:x', children: [{ text: '' }] }],
    };
    expect(await rows([para], { ...noNumbers, cellsPerLine: 40 })).toEqual([['  SEE HERE OR @.<MAILTO:X@.>']]);
  });
});

describe('pages and page numbers', () => {
  const numbered: DocumentBrailleOptions = { cellsPerLine: 20, linesPerPage: 5 };

  it('puts the print page number on the first line and the braille page number on the last, at the right', async () => {
    expect(await rows([p('one'), p('two')], numbered)).toEqual([['  ONE             #A', '  TWO', '', '', '                  #A']]);
  });

  it('marks a print page change inside a braille page with dots 36 and the new number', async () => {
    const pages = await rows([p('one'), pageBreak, p('two')], numbered);
    expect(pages).toEqual([['  ONE             #A', '------------------#B', '  TWO', '', '                  #A']]);
  });

  it('lets text share the last line with the braille page number', async () => {
    const pages = await rows([p('a'), p('b'), p('c'), pageBreak, p('d')], numbered);
    expect(pages).toEqual([['  A               #A', '  B', '  C', '------------------#B', '  D               #A']]);
  });

  it('needs no indicator when the print page starts a braille page, and puts none on the last line', async () => {
    const pages = await rows([p('a'), p('b'), p('c'), p('d'), pageBreak, p('e')], numbered);
    expect(pages).toEqual([
      ['  A               #A', '  B', '  C', '  D', '                  #A'],
      ['  E               #B', '', '', '', '                  #B'],
    ]);
  });

  it('keeps 3 blank cells between text and a page number on the first line', async () => {
    const [page] = await rows([p('aaaa bbbb ccc dddd')], numbered);
    expect(page?.[0]).toBe('  AAAA BBBB CCC   #A');
    expect(page?.[1]).toBe('DDDD');
    const [narrower] = await rows([p('aaaa bbbb cccc dddd')], numbered);
    expect(narrower?.[0]).toBe('  AAAA BBBB       #A');
  });

  it('shows a full line of dots 36 for a page change when print page numbers are off', async () => {
    expect(await rows([p('a'), pageBreak, p('b')])).toEqual([['  A', '--------------------', '  B']]);
  });

  it('numbers 100 pages in braille', async () => {
    const blocks = Array.from({ length: 100 }, (_, index) => [p(`page ${index + 1}`), pageBreak]).flat().slice(0, -1);
    const pages = await rows(blocks, { cellsPerLine: 40, linesPerPage: 25 });
    const firstLines = pages.map((page) => page[0] ?? '');
    expect(firstLines.at(-1)).toMatch(/ {3}#[A-J]+$/);
    expect(pages.flat().filter((row) => /[- ]#AJJ$/.test(row))).toHaveLength(1);
    expect(pages.at(-1)?.[24]).toMatch(/ {3}#[A-J]+$/);
    expect(pages.every((page) => page.length === 25 && page.every((row) => row.length <= 40))).toBe(true);
    expect(pages.flat().filter((row) => row.includes('PAGE 100'))).toHaveLength(1);
  });
});

describe('edges', () => {
  it('gives no pages for an empty document', async () => {
    expect(await rows([p('')], { cellsPerLine: 40, linesPerPage: 25 })).toEqual([]);
    expect(await rows([], { cellsPerLine: 40, linesPerPage: 25 })).toEqual([]);
  });

  it('refuses a page size out of range', async () => {
    await expect(formatDocumentBraille(doc(p('a')), { cellsPerLine: 5 }, asciiTranslate)).rejects.toMatchObject({ code: 'BAD_PAGE_SIZE' });
  });

  it('refuses a translator that answers with the wrong number of lines or with print', async () => {
    await expect(formatDocumentBraille(doc(p('a')), {}, () => Promise.resolve([]))).rejects.toBeInstanceOf(BrailleError);
    await expect(formatDocumentBraille(doc(p('a')), {}, () => Promise.resolve(['a']))).rejects.toMatchObject({ code: 'NOT_BRAILLE' });
  });

  it('keeps every row within the width, for any words', async () => {
    const long = 'x'.repeat(95);
    const pages = await rows([h(1, `${long} y`), p(`${long} ${long}`)], { cellsPerLine: 10, linesPerPage: 3 });
    expect(pages.flat().every((row) => row.length <= 10)).toBe(true);
    expect(pages.flat().join('').replace(/[^X]/g, '')).toHaveLength(95 * 3);
  });
});
