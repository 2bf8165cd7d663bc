import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockElement, ListElement } from '../../../../core/book/index.ts';
import { nodeText } from '../../../../core/book/index.ts';
import { readBookHtml } from '../../../book/sanitizeHtml.ts';
import { convertedImageId, DEFAULT_CONVERT_LIMITS, type ConversionOutput } from '../../conversion.ts';
import { bombPdf, simplePdf, textFloodPdf } from '../../testing/hostilePdfs.ts';
import { printedPdf, TEXTBOOK_HTML, TEXTBOOK_OUTLINE } from '../../testing/textbookPdfs.ts';
import { convertTaggedPdf } from './convertTaggedPdf.ts';

let dir: string;
let textbook: ConversionOutput;
let details: ConversionOutput;

/** A second page of everything the textbook lacks: lettered, roman and restarted lists, inline styles, spans, a quotation, two print pages. */
const DETAILS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Details</title></head><body>
<ol type="a"><li>Alpha</li><li>Beta<ol type="I"><li>Inner one</li><li>Inner two</li></ol></li></ol>
<ol start="3"><li>Three</li><li>Four</li></ol>
<p>Some <strong>bold</strong> and <em>italic</em> words, H<sub>2</sub>O &amp; more.</p>
<blockquote>A quote.</blockquote>
<table><tr><th rowspan="2">R</th><td colspan="2">wide</td></tr><tr><td>a</td><td>b</td></tr></table>
<h2 style="break-before: page">Second print page</h2><p>The end.</p>
</body></html>`;

async function convert(name: string, bytes: Buffer): Promise<ConversionOutput> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return convertTaggedPdf(path, dir, DEFAULT_CONVERT_LIMITS);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tagged-pdf-'));
  textbook = await convert('textbook.pdf', await printedPdf(TEXTBOOK_HTML, true));
  details = await convert('details.pdf', await printedPdf(DETAILS_HTML, true));
}, 30_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

const text = (block: BlockElement) => nodeText(block).trim();

function listItems(list: ListElement, depth = 0): [number, string][] {
  return list.children.flatMap((item) => item.children.flatMap((child) => (child.type === 'list' ? listItems(child, depth + 1) : ([[depth, nodeText(child).trim()]] as [number, string][]))));
}

describe('convertTaggedPdf on the textbook page Chromium prints tagged', () => {
  it('gives the textbook outline through the Book reader: headings, nested list items, the table with its header row', () => {
    const doc = readBookHtml(textbook.html);
    expect(doc.lang).toBe('en');
    const headings = doc.blocks.flatMap((block) => (block.type === 'heading' ? [[block.level, text(block)]] : []));
    expect(headings).toEqual(TEXTBOOK_OUTLINE.headings.map(([level, words]) => [level, words]));
    const list = doc.blocks.find((block): block is ListElement => block.type === 'list');
    expect(list?.ordered).toBe(false);
    expect(listItems(list as ListElement)).toEqual([
      [0, TEXTBOOK_OUTLINE.listItems[0]],
      [1, TEXTBOOK_OUTLINE.listItems[1]],
      [0, TEXTBOOK_OUTLINE.listItems[2]],
      [0, TEXTBOOK_OUTLINE.listItems[3]],
    ]);
    const table = doc.blocks.find((block) => block.type === 'table');
    if (table?.type !== 'table') throw new Error('no table');
    const [header, ...rows] = table.children;
    expect(header?.children.every((cell) => cell.header)).toBe(true);
    expect(header?.children.map((cell) => nodeText(cell))).toEqual(TEXTBOOK_OUTLINE.tableHeader);
    expect(rows.map((row) => row.children.map((cell) => nodeText(cell)))).toEqual(TEXTBOOK_OUTLINE.tableRows);
    expect(rows.flatMap((row) => row.children).some((cell) => cell.header)).toBe(false);
  });

  it('cuts the picture out with its alternative text, as a PNG the placeholder names', () => {
    const doc = readBookHtml(textbook.html);
    const image = doc.blocks.find((block) => block.type === 'image');
    if (image?.type !== 'image') throw new Error('no image');
    expect(image.alt).toBe('A green leaf in the sun');
    const id = convertedImageId(image.src);
    const picture = textbook.images.find((candidate) => candidate.id === id);
    expect(picture?.contentType).toBe('image/png');
    expect(Buffer.from(picture?.bytes ?? []).subarray(1, 4).toString('latin1')).toBe('PNG');
    // 96 CSS px = 72 pt, rendered at 150 dpi with a 2 pt margin: about 154 px square.
    const bytes = Buffer.from(picture?.bytes ?? []);
    expect(Math.abs(bytes.readUInt32BE(16) - 154)).toBeLessThan(6);
    expect(textbook.notes.filter((note) => note.kind === 'image-without-alt')).toEqual([]);
  });

  it('keeps the link, the footnote mark as a superscript, the footnote, and says what it is', () => {
    const doc = readBookHtml(textbook.html);
    const paragraphs = doc.blocks.filter((block) => block.type === 'paragraph');
    const withLink = paragraphs.find((block) => block.children.some((child) => 'type' in child && child.type === 'link'));
    expect(withLink && nodeText(withLink)).toBe('Read more at the plant library.1');
    expect(withLink?.children.find((child) => 'type' in child && child.type === 'link')).toMatchObject({ href: 'https://example.org/plants', children: [{ text: 'the plant library' }] });
    expect(withLink?.children.at(-1)).toEqual({ text: '1', superscript: true });
    expect(paragraphs.map((block) => text(block))).toContain('1 Photosynthesis needs carbon dioxide too.');
    expect(textbook).toMatchObject({ engine: 'pdf-tagged', sourcePages: 1 });
    expect(textbook.html).toContain('<title>Plants and Light</title>');
  });
});

describe('convertTaggedPdf on lists, inline styles and tables Chromium tags', () => {
  it('tells lettered, roman and restarted numbered lists from their labels', () => {
    const lists = readBookHtml(details.html).blocks.filter((block): block is ListElement => block.type === 'list');
    expect(lists.map((list) => [list.ordered, list.style, list.start])).toEqual([
      [true, 'lower-alpha', undefined],
      [true, undefined, 3],
    ]);
    const inner = lists[0]?.children[1]?.children[1];
    expect(inner).toMatchObject({ type: 'list', ordered: true, style: 'upper-roman' });
    expect(listItems(lists[0] as ListElement).map(([depth, words]) => `${depth}:${words}`)).toEqual(['0:Alpha', '0:Beta', '1:Inner one', '1:Inner two']);
  });

  it('keeps Strong, Em, a subscript by its geometry, escapes text, and reads spans and the quotation', () => {
    const doc = readBookHtml(details.html);
    const styled = doc.blocks.find((block) => block.type === 'paragraph' && nodeText(block).startsWith('Some'));
    expect(styled?.children).toEqual([
      { text: 'Some ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'italic', italic: true },
      { text: ' words, H' },
      { text: '2', subscript: true },
      { text: 'O & more.' },
    ]);
    expect(doc.blocks.some((block) => block.type === 'blockquote' && nodeText(block).trim() === 'A quote.')).toBe(true);
    const table = doc.blocks.find((block) => block.type === 'table');
    if (table?.type !== 'table') throw new Error('no table');
    expect(table.children[0]?.children.map((cell) => [cell.header ?? false, cell.rowSpan ?? 1, cell.colSpan ?? 1])).toEqual([
      [true, 2, 1],
      [false, 1, 2],
    ]);
  });

  it('puts a page break between print pages', () => {
    const doc = readBookHtml(details.html);
    expect(details.sourcePages).toBe(2);
    const types = doc.blocks.map((block) => block.type);
    expect(types.filter((type) => type === 'page-break')).toHaveLength(1);
    expect(doc.blocks[types.indexOf('page-break') + 1]).toMatchObject({ type: 'heading', children: [{ text: 'Second print page' }] });
  });
});

describe('convertTaggedPdf on other files', () => {
  it('keeps the text of an untagged page as paragraphs and says so', async () => {
    const output = await convert('simple.pdf', simplePdf(['First words here.', 'Second page words.']));
    const doc = readBookHtml(output.html);
    expect(doc.blocks.map((block) => [block.type, nodeText(block)])).toEqual([
      ['paragraph', 'First words here.'],
      ['page-break', ''],
      ['paragraph', 'Second page words.'],
    ]);
    expect(output.notes.map((note) => [note.kind, note.page])).toEqual([
      ['reading-order', 1],
      ['reading-order', 2],
    ]);
  });

  it('refuses a PDF bomb before pdf.js reads its page', async () => {
    const started = performance.now();
    await expect(convert('bomb.pdf', bombPdf())).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('stops reading a page that draws a million pieces of text', async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(convert('flood.pdf', textFloodPdf())).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('pieces of text') });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
  });
});
