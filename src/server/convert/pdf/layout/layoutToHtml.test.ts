import { describe, expect, it } from 'vitest';
import { readBookHtml } from '../../../book/sanitizeHtml.ts';
import { TEXTBOOK_OUTLINE } from '../../testing/textbookPdfs.ts';
import { layoutToHtml } from './layoutToHtml.ts';
import { outlineOfDocument as bookOutline } from '../../testing/outline.ts';
import { page, paragraphLines, textLine } from './testing/handLayout.ts';

// The inference on hand-made layouts: each test sets one situation up in
// points, as pdftohtml or Tesseract would give it, and reads the result
// through the Book's own reader.

const outlineOf = (html: string) => bookOutline(readBookHtml(html));

describe('layoutToHtml', () => {
  it('reads two columns left column first, a title across both before them', () => {
    const left = paragraphLines(120, 57, ['Left column starts here and it', 'runs on for a few lines of text', 'until it ends with this line.'], { fullWidth: 230 });
    const right = paragraphLines(121.5, 310, ['Right column comes second and it', 'also runs on for some lines of', 'text and then it ends here.'], { fullWidth: 230 });
    // pdftohtml writes rows across the page: interleave them as it would.
    const lines = [textLine(60, 57, 'A Two Column Page', { size: 20, bold: true }), ...left.flatMap((line, index) => [line, right[index] as typeof line])];
    const { html, notes } = layoutToHtml([page(1, lines)], {});
    const outline = outlineOf(html);
    expect(outline.headings).toEqual([[1, 'A Two Column Page']]);
    expect(outline.paragraphs).toEqual([
      'Left column starts here and it runs on for a few lines of text until it ends with this line.',
      'Right column comes second and it also runs on for some lines of text and then it ends here.',
    ]);
    expect(notes.some((note) => note.kind === 'reading-order' && note.page === 1)).toBe(true);
  });

  it('removes running heads and feet repeated on three pages, keeps larger chapter headings, and breaks pages', () => {
    const pages = [1, 2, 3].map((n) =>
      page(n, [
        textLine(30, 57, 'A Book of Plants', { size: 9 }),
        textLine(30, 480, `Chapter ${n}`, { size: 9 }),
        textLine(70, 57, `Chapter ${n}`, { size: 18, bold: true }),
        ...paragraphLines(110, 57, [`Text of page ${n} goes here.`]),
        textLine(800, 57, `Page ${n} of 3`, { size: 9 }),
      ]),
    );
    const { html, notes } = layoutToHtml(pages, {});
    const outline = outlineOf(html);
    expect(outline.headings).toEqual([
      [1, 'Chapter 1'],
      [1, 'Chapter 2'],
      [1, 'Chapter 3'],
    ]);
    expect(outline.paragraphs).toEqual(['Text of page 1 goes here.', 'Text of page 2 goes here.', 'Text of page 3 goes here.']);
    expect(outline.pageBreaks).toBe(2);
    expect(html).not.toContain('A Book of Plants');
    expect(html).not.toContain('of 3');
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'dropped', detail: expect.stringContaining('9 running head') }));
  });

  it('keeps a margin line that appears on one page only', () => {
    const pages = [1, 2, 3].map((n) => page(n, [...(n === 2 ? [textLine(30, 57, 'Draft copy', { size: 9 })] : []), ...paragraphLines(110, 57, [`Text ${n}.`])]));
    expect(outlineOf(layoutToHtml(pages, {}).html).paragraphs).toContain('Draft copy');
  });

  it('drops a lone page number at the foot or head of a page, and tells the number printed', () => {
    const { html, printPageNumbers } = layoutToHtml([page(1, [textLine(30, 290, 'xiv'), ...paragraphLines(110, 57, ['The only text.']), textLine(805, 290, '12')])], {});
    expect(outlineOf(html).paragraphs).toEqual(['The only text.']);
    expect(printPageNumbers.get(1)).toBe('12');
  });

  it('keeps a blank page as a page', () => {
    const { html } = layoutToHtml([page(1, paragraphLines(110, 57, ['One.'])), page(2, []), page(3, paragraphLines(110, 57, ['Three.']))], {});
    const doc = readBookHtml(html);
    expect(doc.blocks.map((block) => block.type)).toEqual(['paragraph', 'page-break', 'paragraph', 'page-break', 'paragraph']);
  });

  it('joins hyphenated line ends, keeping the hyphen of compounds', () => {
    const lines = paragraphLines(
      100,
      57,
      ['The foun-', 'dation of the house faced the Franco-', 'Prussian border, a well-', 'known fact. A well-known fact, and COVID-', '19 too.'],
      { fullWidth: 470 },
    );
    const { html } = layoutToHtml([page(1, lines)], {});
    expect(outlineOf(html).paragraphs).toEqual(['The foundation of the house faced the Franco-Prussian border, a well-known fact. A well-known fact, and COVID-19 too.']);
  });

  it('splits paragraphs at wider line gaps and at short lines that end a sentence', () => {
    const lines = [
      ...paragraphLines(100, 57, ['First paragraph line one that is long', 'and its end.'], { fullWidth: 470 }),
      ...paragraphLines(128.8, 57, ['Second paragraph right below, after a short line.']),
      ...paragraphLines(160, 57, ['Third after a gap.']),
    ];
    expect(outlineOf(layoutToHtml([page(1, lines)], {}).html).paragraphs).toEqual([
      'First paragraph line one that is long and its end.',
      'Second paragraph right below, after a short line.',
      'Third after a gap.',
    ]);
  });

  it('restarts a lettered list after a paragraph, keeps a start, and reads roman numerals', () => {
    const lines = [
      ...paragraphLines(100, 57, ['a. First', 'b. Second']),
      ...paragraphLines(140, 57, ['Then a paragraph.']),
      ...paragraphLines(170, 57, ['a. Again', 'b. More', 'c. Still']),
      ...paragraphLines(230, 57, ['Then numbers.']),
      ...paragraphLines(260, 57, ['3. Three', '4. Four']),
      ...paragraphLines(320, 57, ['Then numerals.']),
      ...paragraphLines(350, 57, ['i. One', 'ii. Two', 'iii. Three']),
    ];
    const { html, notes } = layoutToHtml([page(1, lines)], {});
    expect(outlineOf(html).listItems).toEqual([
      ['First', 0, 'ol lower-alpha'],
      ['Second', 0, 'ol lower-alpha'],
      ['Again', 0, 'ol lower-alpha'],
      ['More', 0, 'ol lower-alpha'],
      ['Still', 0, 'ol lower-alpha'],
      ['Three', 0, 'ol start=3'],
      ['Four', 0, 'ol start=3'],
      ['One', 0, 'ol lower-roman'],
      ['Two', 0, 'ol lower-roman'],
      ['Three', 0, 'ol lower-roman'],
    ]);
    expect(html).toContain('<ol type="a"><li>First</li>');
    expect(html).toContain('<ol start="3">');
    expect(notes.filter((note) => note.kind === 'inferred-list')).toHaveLength(4);
  });

  it('starts a new lettered list when the letters start again, and reads "i" after "h" as a letter', () => {
    const letters = 'abcdefghi'.split('').map((letter) => `${letter}. Item ${letter}`);
    const lines = paragraphLines(100, 57, [...letters, 'a. New list']);
    const items = outlineOf(layoutToHtml([page(1, lines)], {}).html).listItems;
    expect(items.map(([text, , kind]) => `${kind}:${text}`)).toEqual([...'abcdefghi'.split('').map((letter) => `ol lower-alpha:Item ${letter}`), 'ol lower-alpha:New list']);
    expect(readBookHtml(layoutToHtml([page(1, lines)], {}).html).blocks.filter((block) => block.type === 'list')).toHaveLength(2);
  });

  it('reads a marker set apart from its text, and Korean circled and Hangul lists', () => {
    const lines = [
      textLine(100, 57, '1.'),
      textLine(100, 85, 'First, its marker a piece of its own'),
      textLine(114.4, 57, '2.'),
      textLine(114.4, 85, 'Second'),
      ...paragraphLines(150, 57, ['문단입니다.']),
      ...paragraphLines(180, 57, ['① 하나', '② 둘']),
      ...paragraphLines(230, 57, ['문단입니다.']),
      ...paragraphLines(260, 57, ['가. 첫째', '나. 둘째']),
    ];
    const { html } = layoutToHtml([page(1, lines)], { lang: 'ko' });
    expect(outlineOf(html).listItems).toEqual([
      ['First, its marker a piece of its own', 0, 'ol'],
      ['Second', 0, 'ol'],
      ['하나', 0, 'ol'],
      ['둘', 0, 'ol'],
      ['첫째', 0, 'ol'],
      ['둘째', 0, 'ol'],
    ]);
    expect(outlineOf(html).tables).toEqual([]);
  });

  it('fails with TOO_LARGE past the HTML ceiling', () => {
    expect(() => layoutToHtml([page(1, paragraphLines(100, 57, ['Some words.']))], { maxHtmlBytes: 50 })).toThrowError(expect.objectContaining({ code: 'TOO_LARGE' }));
  });

  it('nests bulleted items by indentation, with wrapped items joined', () => {
    const lines = [
      textLine(100, 57, '• A bulleted item that is long enough to wrap onto', { width: 470 }),
      textLine(114.4, 67, 'a second line'),
      textLine(128.8, 80, '◦ nested one'),
      textLine(143.2, 80, '◦ nested two'),
      textLine(157.6, 57, '• Back out'),
    ];
    const { html } = layoutToHtml([page(1, lines)], {});
    expect(outlineOf(html).listItems).toEqual([
      ['A bulleted item that is long enough to wrap onto a second line', 0, 'ul'],
      ['nested one', 1, 'ul'],
      ['nested two', 1, 'ul'],
      ['Back out', 0, 'ul'],
    ]);
  });

  it('infers an OCR page: sizes estimated, no bold, bullets as text, confidence kept out of the text', () => {
    const ocr = page(
      1,
      [
        textLine(60, 57, 'Plants and Light', { size: 23.4, confidence: 91 }),
        textLine(110, 57, 'Green plants make their own food from sunlight, water and air. This chapter', { size: 12.3, width: 466, confidence: 88 }),
        textLine(124, 57, 'explains how they do it.', { size: 11.7, confidence: 90 }),
        textLine(160, 57, 'How leaves work', { size: 17.4, confidence: 93 }),
        textLine(194, 87, '• Leaves catch sunlight', { size: 12.1, confidence: 85 }),
        textLine(208, 87, '• Roots take up water', { size: 11.8, confidence: 87 }),
        textLine(250, 57, 'Parts of a flower', { size: 16.6, confidence: 90 }),
        textLine(290, 57, 'A flower has petals.', { size: 12, confidence: 92 }),
      ],
      { ocr: true },
    );
    const { html, title } = layoutToHtml([ocr], { lang: 'en' });
    const outline = outlineOf(html);
    expect(outline.headings).toEqual([
      [1, 'Plants and Light'],
      [2, 'How leaves work'],
      [2, 'Parts of a flower'],
    ]);
    expect(outline.listItems.map(([text]) => text)).toEqual(['Leaves catch sunlight', 'Roots take up water']);
    expect(outline.paragraphs).toEqual(['Green plants make their own food from sunlight, water and air. This chapter explains how they do it.', 'A flower has petals.']);
    expect(title).toBe('Plants and Light');
  });

  it("gives the textbook's outline from the textbook's scan as Tesseract reads it", () => {
    // Tesseract 5 (eng) on the scanned textbook page at 200 dpi: its lines cut at
    // wide word gaps, sizes from hOCR's x_size, bullets read as ¢ and ©, the
    // note reference as "!", table rules dropped. [top, left, width, height, size, text, confidence]
    const read: [number, number, number, number, number, string, number][] = [
      [61.2, 58, 221.4, 23.8, 23.4, 'Plants and Light', 96],
      [103.7, 57.2, 465.8, 11.5, 11.5, 'Green plants make their own food from sunlight, water and air. This chapter', 96],
      [117.7, 57.2, 142.9, 11.5, 11.5, 'explains how they do it.', 96],
      [146.2, 57.6, 158.4, 13.3, 14.9, 'How leaves work', 96],
      [180, 74.2, 145.1, 11.5, 11.5, '¢ Leaves catch sunlight', 82],
      [194.4, 104, 200.2, 11.5, 11.5, '© Chlorophyll makes them green', 87],
      [208.4, 74.2, 135.4, 11.5, 11.5, '¢ Roots take up water', 92],
      [222.8, 74.2, 175, 11.5, 11.5, '¢ Stems carry water upward', 89],
      [337.3, 57.6, 154.4, 13.3, 15.3, 'Parts of a flower', 95],
      [375.1, 77, 27.7, 14.4, 11.5, 'Part', 97],
      [375.1, 170.3, 22.3, 14.4, 11.5, 'Job', 95],
      [398.9, 68, 29.5, 9.4, 10.9, 'Petal', 97],
      [398.9, 134.6, 94.3, 9.4, 10.9, 'Attracts insects', 96],
      [422.3, 68.4, 45, 11.5, 11.5, 'Stamen', 91],
      [422.3, 135.4, 80.3, 11.5, 11.5, 'Makes pollen', 96],
      [450, 57.2, 191.9, 18, 11.5, 'Read more at the plant library. !', 73],
      [479.5, 57.6, 194.8, 11.5, 9, '1 Photosynthesis needs carbon dioxide too.', 95],
    ];
    const lines = read.map(([top, left, width, height, fontSize, text, confidence]) => ({ top, left, width, height, fontSize, text, confidence, bold: false, italic: false }));
    const outline = outlineOf(layoutToHtml([page(1, lines, { ocr: true })], {}).html);
    expect(outline.headings).toEqual(TEXTBOOK_OUTLINE.headings);
    expect(outline.listItems.map(([text, depth]) => [text, depth])).toEqual([
      ['Leaves catch sunlight', 0],
      ['Chlorophyll makes them green', 1],
      ['Roots take up water', 0],
      ['Stems carry water upward', 0],
    ]);
    expect(outline.tables).toEqual([{ header: TEXTBOOK_OUTLINE.tableHeader, rows: TEXTBOOK_OUTLINE.tableRows }]);
  });

  it('makes a bold line of body size standing alone a low heading, and notes it', () => {
    const lines = [
      textLine(60, 57, 'Big Title', { size: 24, bold: true }),
      textLine(100, 57, 'Section', { size: 16, bold: true }),
      ...paragraphLines(130, 57, ['Some text in the section.']),
      textLine(160, 57, 'Materials you need', { bold: true }),
      ...paragraphLines(180, 57, ['Paper and a pencil.']),
    ];
    const { html, notes } = layoutToHtml([page(1, lines)], {});
    expect(outlineOf(html).headings).toEqual([
      [1, 'Big Title'],
      [2, 'Section'],
      [3, 'Materials you need'],
    ]);
    expect(notes.filter((note) => note.kind === 'inferred-heading').map((note) => note.detail)).toEqual([
      expect.stringContaining('font size 24'),
      expect.stringContaining('font size 16'),
      expect.stringContaining('bold line of body size'),
    ]);
  });

  it('infers a table from aligned cells, with a wrapped cell joined and the first row as header', () => {
    const lines = [
      textLine(100, 60, 'Name', { bold: true }),
      textLine(100, 200, 'Job', { bold: true }),
      textLine(125, 60, 'Petal'),
      textLine(125, 200, 'Attracts insects that'),
      textLine(139, 200, 'carry pollen'),
      textLine(164, 60, 'Stamen'),
      textLine(164, 200, 'Makes pollen'),
    ];
    const { html, notes } = layoutToHtml([page(1, lines)], {});
    expect(outlineOf(html).tables).toEqual([
      {
        header: ['Name', 'Job'],
        rows: [
          ['Petal', 'Attracts insects that carry pollen'],
          ['Stamen', 'Makes pollen'],
        ],
      },
    ]);
    expect(notes.some((note) => note.kind === 'inferred-table')).toBe(true);
  });

  it('escapes the text and keeps only http, https and mailto links', () => {
    const lines = [
      textLine(100, 57, '<script>alert(1)</script> & "quotes"'),
      textLine(130, 57, 'Bad link', { href: 'javascript:alert(1)' }),
      textLine(160, 57, 'Mail us', { href: 'mailto:a@example.org' }),
      textLine(190, 57, 'File link', { href: 'file:///etc/passwd' }),
      textLine(250, 57, 'A line as wide as the column, so that the lines above are short.', { width: 470 }),
    ];
    const { html } = layoutToHtml([page(1, lines)], { title: '</title><script>x</script>', lang: 'en" onload="x' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('file:');
    expect(html).toContain('<a href="mailto:a@example.org">Mail us</a>');
    expect(html).toContain('<html>');
    const outline = outlineOf(html);
    expect(outline.paragraphs).toEqual(['<script>alert(1)</script> & "quotes"', 'Bad link', 'Mail us', 'File link', 'A line as wide as the column, so that the lines above are short.']);
  });

  it('places a figure in reading order and moves footnotes to the end of the page', () => {
    const lines = [
      ...paragraphLines(100, 57, ['Before the picture.']),
      ...paragraphLines(300, 57, ['After the picture.']),
      textLine(700, 57, '1 A footnote in small type.', { size: 9 }),
    ];
    const figures = [{ top: 130, left: 57, width: 100, height: 100, imageId: 'p1-fig1' }];
    const { html } = layoutToHtml([page(1, lines, { figures })], { altText: (id) => (id === 'p1-fig1' ? 'A leaf' : undefined) });
    const doc = readBookHtml(html);
    expect(doc.blocks.map((block) => block.type)).toEqual(['paragraph', 'image', 'paragraph', 'paragraph']);
    expect(html).toContain('alt="A leaf"');
  });

  it('stays within seconds on hostile pages: 8,000 pieces in one row, 8,000 rows, 8,000 pieces at random', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const layouts = (n: number) => [
      Array.from({ length: n }, (_, index) => textLine(100, index * 0.01, 'x', { width: 0.01, size: 1 })),
      Array.from({ length: n }, (_, index) => textLine(index * 0.06, index % 2 === 0 ? 50 : 300, 'cell', { width: 10, size: 0.02 })),
      Array.from({ length: n }, () => textLine(random() * 800, random() * 500, '• 1. a) word', { size: 1 + random() * 30 })),
    ];
    // The best of two runs, so that a busy machine disturbs it less.
    const timeOf = (n: number) =>
      Math.min(
        ...[0, 1].map(() => {
          const started = performance.now();
          for (const lines of layouts(n)) expect(layoutToHtml([page(1, lines)], {}).html.length).toBeGreaterThan(0);
          return performance.now() - started;
        }),
      );
    // Linear work takes well under a second here even on a busy machine; work quadratic in the pieces took over ten.
    expect(timeOf(8000)).toBeLessThan(6000);
  });

  it('gives an empty body for no pages, and uses the title given', () => {
    const { html, title } = layoutToHtml([], { title: 'Given' });
    expect(title).toBe('Given');
    expect(html).toContain('<title>Given</title>');
  });
});
