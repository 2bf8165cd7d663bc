import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBookHtml } from '../../../book/sanitizeHtml.ts';
import { ConversionFailure, convertedImageSrc, DEFAULT_CONVERT_LIMITS } from '../../conversion.ts';
import { printedPdf, TEXTBOOK_HTML, TEXTBOOK_OUTLINE } from '../../testing/textbookPdfs.ts';
import { layoutToHtml } from './layoutToHtml.ts';
import { readPdfLayout } from './readPdfLayout.ts';
import { outlineOfDocument as bookOutline } from '../../testing/outline.ts';
import { encryptedPdf } from './testing/encryptedPdf.ts';
import { CLOSE_TABLE_HTML, MEADOW_PARAGRAPH, repeatedTextbookHtml, TWO_COLUMN_HTML } from './testing/fixtures.ts';
import { printUntagged } from './testing/printPdf.ts';

// The untagged textbook, printed by Chromium, read through pdftohtml and the
// inference, then through the Book's own reader: the outline must be the
// source's. The PDFs are printed once for the file (Chromium takes a second or two each).

let dir: string;
let textbook: string;
let threePages: string;
let closeTable: string;
let twoColumns: string;

async function failureOf(promise: Promise<unknown>): Promise<ConversionFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ConversionFailure) return error;
    throw error;
  }
  throw new Error('expected a ConversionFailure');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'layout-test-'));
  textbook = join(dir, 'textbook.pdf');
  threePages = join(dir, 'three.pdf');
  closeTable = join(dir, 'close-table.pdf');
  twoColumns = join(dir, 'two-columns.pdf');
  const [one, close, columns, three] = await Promise.all([
    printedPdf(TEXTBOOK_HTML, false),
    printUntagged(CLOSE_TABLE_HTML),
    printUntagged(TWO_COLUMN_HTML),
    printUntagged(repeatedTextbookHtml(3), {
      headerTemplate: '<div style="font-size: 9pt; width: 100%; text-align: center"><span class="title"></span> · <span class="pageNumber"></span></div>',
      footerTemplate: '<div style="font-size: 9pt; width: 100%; text-align: right; padding-right: 2cm">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
    }),
  ]);
  await writeFile(textbook, one);
  await writeFile(threePages, three);
  await writeFile(closeTable, close);
  await writeFile(twoColumns, columns);
}, 30_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function workDir(): Promise<string> {
  return mkdtemp(join(dir, 'work-'));
}

describe('readPdfLayout + layoutToHtml on the untagged textbook', () => {
  it("gives the source's headings, nested list items and table with a header row", async () => {
    const read = await readPdfLayout(textbook, await workDir(), DEFAULT_CONVERT_LIMITS);
    const { html, notes, title } = layoutToHtml(read.pages, { lang: 'en' });
    const doc = readBookHtml(html);
    const outline = bookOutline(doc);

    expect(outline.headings).toEqual(TEXTBOOK_OUTLINE.headings);
    expect(outline.listItems.map(([text]) => text)).toEqual(TEXTBOOK_OUTLINE.listItems);
    // The nested item is one level deeper than its parent.
    expect(outline.listItems.map(([, depth]) => depth)).toEqual([0, 1, 0, 0]);
    expect(outline.tables).toEqual([{ header: TEXTBOOK_OUTLINE.tableHeader, rows: TEXTBOOK_OUTLINE.tableRows }]);
    expect(title).toBe('Plants and Light');
    expect(doc.lang).toBe('en');
    expect(notes.filter((note) => note.kind === 'inferred-heading')).toHaveLength(3);
    expect(notes.some((note) => note.kind === 'inferred-table')).toBe(true);
    // One column: nothing to say about reading order.
    expect(notes.some((note) => note.kind === 'reading-order')).toBe(false);
  });

  it('keeps the link, the note reference as superscript and the footnote at the end', async () => {
    const read = await readPdfLayout(textbook, await workDir(), DEFAULT_CONVERT_LIMITS);
    const { html } = layoutToHtml(read.pages, {});
    expect(html).toContain('<p>Read more at <a href="https://example.org/plants">the plant library</a>.<sup>1</sup></p>');
    const outline = bookOutline(readBookHtml(html));
    expect(outline.paragraphs.at(-1)).toBe('1 Photosynthesis needs carbon dioxide too.');
    expect(outline.paragraphs[0]).toBe('Green plants make their own food from sunlight, water and air. This chapter explains how they do it.');
  });

  it('cuts the picture out as a PNG figure with a placeholder address, and notes it has no alternative text', async () => {
    const read = await readPdfLayout(textbook, await workDir(), DEFAULT_CONVERT_LIMITS);
    expect(read.images).toHaveLength(1);
    const [image] = read.images;
    expect(image?.contentType).toBe('image/png');
    expect(read.pages[0]?.figures.map((figure) => figure.imageId)).toEqual([image?.id]);
    const { html, notes } = layoutToHtml(read.pages, {});
    expect(html).toContain(`<img src="${convertedImageSrc(image?.id ?? '')}" alt="">`);
    expect(notes.filter((note) => note.kind === 'image-without-alt')).toHaveLength(1);
    const doc = readBookHtml(html);
    expect(doc.blocks.some((block) => block.type === 'image')).toBe(true);
  });

  it('leaves out a picture larger than a picture may be, with a note', async () => {
    const read = await readPdfLayout(textbook, await workDir(), { ...DEFAULT_CONVERT_LIMITS, maxImageBytes: 50 });
    expect(read.images).toEqual([]);
    expect(read.notes).toEqual([expect.objectContaining({ kind: 'dropped', page: 1, detail: expect.stringContaining('larger than the 50 bytes') })]);
  });

  it('leaves figures out when asked (pdftohtml -i)', async () => {
    const read = await readPdfLayout(textbook, await workDir(), DEFAULT_CONVERT_LIMITS, { figures: false });
    expect(read.images).toEqual([]);
    expect(read.pages[0]?.figures).toEqual([]);
  });
});

describe('two columns printed by Chromium', () => {
  it('reads the left column first, the paragraph that runs on into the right column as one, then the list', async () => {
    const read = await readPdfLayout(twoColumns, await workDir(), DEFAULT_CONVERT_LIMITS);
    const { html, notes } = layoutToHtml(read.pages, {});
    const outline = bookOutline(readBookHtml(html));
    expect(outline.headings).toEqual([[1, 'The Meadow']]);
    expect(outline.paragraphs).toEqual([MEADOW_PARAGRAPH, 'Closing words of the second column.']);
    expect(outline.listItems).toEqual([
      ['Grass', 0, 'ol lower-alpha'],
      ['Clover', 0, 'ol lower-alpha'],
    ]);
    expect(notes.some((note) => note.kind === 'reading-order')).toBe(true);
  });
});

describe('cells closer than pdftohtml keeps apart', () => {
  it('cuts them at the word gaps pdftotext measures: the table has its three columns and wrapped cells', async () => {
    const read = await readPdfLayout(closeTable, await workDir(), DEFAULT_CONVERT_LIMITS);
    const outline = bookOutline(readBookHtml(layoutToHtml(read.pages, {}).html));
    expect(outline.tables).toEqual([
      {
        header: ['Term', 'Meaning', 'Example'],
        rows: [
          ['Chlorophyll', 'The green pigment in leaves that absorbs light energy for the plant', 'Leaf'],
          ['Stoma', 'A pore', 'Underside of a leaf'],
        ],
      },
    ]);
    expect(outline.listItems).toEqual([
      ['Photosynthesis is the process by which green plants use sunlight to make food from carbon dioxide and water.', 0, 'ol'],
      ['Short step.', 0, 'ol'],
      ['Sub a', 1, 'ol lower-alpha'],
      ['Sub b, which is long enough that it has to wrap onto a second line of the page.', 1, 'ol lower-alpha'],
    ]);
    expect(outline.paragraphs).toEqual(['Closing words.']);
  });

  it('without the word boxes, keeps what pdftohtml joined', async () => {
    const read = await readPdfLayout(closeTable, await workDir(), DEFAULT_CONVERT_LIMITS, { wordGaps: false });
    expect(read.pages[0]?.lines.some((line) => line.text.startsWith('Chlorophyll The green'))).toBe(true);
  });
});

describe('a three-page textbook with Chromium header and footer', () => {
  it('keeps a page break per print page and drops the running head and foot', async () => {
    const read = await readPdfLayout(threePages, await workDir(), DEFAULT_CONVERT_LIMITS);
    expect(read.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    // The header and footer are in the text layer…
    expect(read.pages.every((page) => page.lines.some((line) => /Page \d of 3/.test(line.text)))).toBe(true);
    const { html } = layoutToHtml(read.pages, {});
    const outline = bookOutline(readBookHtml(html));
    // …and gone from the book.
    expect(html).not.toMatch(/Page \d of 3/);
    expect(outline.paragraphs.some((text) => /Plants and Light ·/.test(text))).toBe(false);
    expect(outline.pageBreaks).toBe(2);
    // pdftohtml links the whole line here; the link's own colour puts it back on its words.
    expect(html.match(/Read more at <a href="https:\/\/example.org\/plants">the plant library<\/a>\./g)).toHaveLength(3);
    expect(outline.headings).toEqual([
      [1, 'Plants and Light'],
      [2, 'How leaves work'],
      [2, 'Parts of a flower'],
      [2, 'Plants and Light, part 2'],
      [2, 'How leaves work'],
      [2, 'Parts of a flower'],
      [2, 'Plants and Light, part 3'],
      [2, 'How leaves work'],
      [2, 'Parts of a flower'],
    ]);
    expect(outline.tables).toHaveLength(3);
    expect(outline.listItems.filter(([, depth]) => depth === 1).map(([text]) => text)).toEqual(Array(3).fill('Chlorophyll makes them green'));
    expect(read.images.map((image) => image.id)).toEqual(['p1-fig1', 'p2-fig1', 'p3-fig1']);
  });

  it('refuses more pages than the limit (TOO_MANY_PAGES)', async () => {
    const failure = await failureOf(readPdfLayout(threePages, await workDir(), { ...DEFAULT_CONVERT_LIMITS, maxPages: 2 }));
    expect(failure.code).toBe('TOO_MANY_PAGES');
  });

  it('refuses more pictures than the limit (TOO_MANY_IMAGES)', async () => {
    const failure = await failureOf(readPdfLayout(threePages, await workDir(), { ...DEFAULT_CONVERT_LIMITS, maxImages: 2 }));
    expect(failure.code).toBe('TOO_MANY_IMAGES');
  });
});

describe('files that are not good PDFs', () => {
  it('answers ENCRYPTED for a PDF locked by a password', async () => {
    const path = join(dir, 'locked.pdf');
    await writeFile(path, encryptedPdf());
    const failure = await failureOf(readPdfLayout(path, await workDir(), DEFAULT_CONVERT_LIMITS));
    expect(failure.code).toBe('ENCRYPTED');
  });

  it('answers DAMAGED for bytes that are no PDF', async () => {
    const path = join(dir, 'junk.pdf');
    await writeFile(path, '%PDF-1.7\nthis is not a PDF at all\n');
    const failure = await failureOf(readPdfLayout(path, await workDir(), DEFAULT_CONVERT_LIMITS));
    expect(failure.code).toBe('DAMAGED');
  });
});
