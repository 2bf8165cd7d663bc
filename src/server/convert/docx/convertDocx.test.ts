import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookDocument, BookNode } from '../../../core/book/index.ts';
import { readBookHtml } from '../../book/sanitizeHtml.ts';
import { DEFAULT_CONVERT_LIMITS, convertedImageSrc, type ConvertLimits } from '../conversion.ts';
import { buildZip } from '../../zip/zipBuilder.ts';
import { buildDocx, docxFromMarkdown, docxParts, linkParagraph, listDefinition, numbered, paragraph, paragraphStyle, picture, TEXTBOOK_PICTURE, textbookDocx } from '../testing/docxFixtures.ts';
import { outlineOfDocument } from '../testing/outline.ts';
import { TEXTBOOK_OUTLINE } from '../testing/textbookPdfs.ts';
import { convertDocx } from './convertDocx.ts';

const dir = mkdtempSync(join(tmpdir(), 'convert-docx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;

async function convert(bytes: Buffer, limits: ConvertLimits = DEFAULT_CONVERT_LIMITS) {
  const n = counter++;
  const input = join(dir, `${n}.docx`);
  writeFileSync(input, bytes);
  return convertDocx(input, join(dir, `work-${n}`), limits);
}

function textOf(node: BookNode): string {
  return 'text' in node ? node.text : node.children.map(textOf).join('');
}

type Block = BookDocument['blocks'][number];

const LEAF = TEXTBOOK_PICTURE;
const EMF = Buffer.concat([Buffer.from([0x01, 0, 0, 0, 0x6c, 0, 0, 0]), Buffer.alloc(100)]);

describe('the textbook page as a DOCX (issue 21 done-when)', () => {
  it('keeps the same heading outline, list items and table as the PDFs, with title, language, picture, link and footnote', async () => {
    const output = await convert(textbookDocx());
    const doc = readBookHtml(output.html);
    const outline = outlineOfDocument(doc);
    expect(outline.headings).toEqual(TEXTBOOK_OUTLINE.headings);
    // The footnote is a numbered list at the end, after the page's own list.
    expect(outline.listItems.map(([text]) => text)).toEqual([...TEXTBOOK_OUTLINE.listItems, 'Photosynthesis needs carbon dioxide too.']);
    expect(outline.tables).toEqual([{ header: TEXTBOOK_OUTLINE.tableHeader, rows: TEXTBOOK_OUTLINE.tableRows }]);
    const table = doc.blocks.find((block) => block.type === 'table');
    expect(table?.type === 'table' && table.children[0]?.children.every((cell) => cell.header === true)).toBe(true);
    expect(table?.type === 'table' && table.children[1]?.children.some((cell) => cell.header === true)).toBe(false);

    expect(doc.lang).toBe('en-GB');
    expect(output.html).toContain('<title>Plants and Light</title>');
    expect(output.engine).toBe('pandoc');
    expect(output.sourcePages).toBe(1);

    expect(output.images).toHaveLength(1);
    expect(output.images[0]).toMatchObject({ id: 'img-1', contentType: 'image/png' });
    expect(Buffer.from(output.images[0]?.bytes ?? []).equals(LEAF)).toBe(true);
    const image = doc.blocks.find((block) => block.type === 'image');
    expect(image).toMatchObject({ type: 'image', src: convertedImageSrc('img-1'), alt: 'A green leaf in the sun' });
    expect(image && 'decorative' in image).toBe(false);
    expect(output.notes).toEqual([]);

    const linkParagraphBlock = doc.blocks.find((block) => block.type === 'paragraph' && textOf(block).startsWith('Read more'));
    expect(linkParagraphBlock && textOf(linkParagraphBlock)).toBe('Read more at the plant library.1');
    expect(JSON.stringify(linkParagraphBlock)).toContain('"href":"https://example.org/plants"');
    expect(JSON.stringify(linkParagraphBlock)).toContain('{"text":"1","superscript":true}');
    const notes = doc.blocks.at(-1);
    expect(notes).toMatchObject({ type: 'list', ordered: true });
  });
});

describe('lists, equations and title from pandoc-written Word files', () => {
  it('keeps lettered lists, roman lists and restarted numbering, and writes equations as MathML', async () => {
    const output = await convert(
      docxFromMarkdown(
        ['a. apple', 'b. banana', '', 'Between.', '', '3. three', '4. four', '', 'Between again.', '', 'i. one', 'ii. two', '', 'Energy: $E = mc^2$.', ''].join('\n'),
      ),
    );
    expect(output.html).toMatch(/<ol type="a">\s*<li>apple<\/li>/);
    expect(output.html).toMatch(/<ol start="3">\s*<li>three<\/li>/);
    expect(output.html).toMatch(/<ol type="i">\s*<li>one<\/li>/);
    expect(output.html).toMatch(/<math display="inline" xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">.*<mi>E<\/mi>.*<\/math>/);
    const lists = readBookHtml(output.html).blocks.filter((block) => block.type === 'list');
    expect(lists.map((list) => (list.type === 'list' ? [list.style, list.start] : []))).toEqual([
      ['lower-alpha', undefined],
      [undefined, 3],
      ['lower-roman', undefined],
    ]);
    // No Title paragraph and no title in the properties: no <title>, no invented heading.
    expect(output.html).not.toContain('<title>');
    expect(output.html).not.toContain('<h1>');
  });
});

describe('title and tables from Word-written parts', () => {
  const styles = paragraphStyle('Title', 'Title') + paragraphStyle('Subtitle', 'Subtitle');
  const cell = (text: string, properties = '') => `<w:tc><w:tcPr>${properties}</w:tcPr>${paragraph(text)}</w:tc>`;
  const grid = (widths: boolean) => `<w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(3).replaceAll(widths ? '' : ' w:w="2000"', '')}</w:tblGrid>`;
  const table = (widths: boolean) =>
    `<w:tbl><w:tblPr><w:tblLook w:firstRow="0"/></w:tblPr>${grid(widths)}` +
    `<w:tr><w:trPr><w:tblHeader/></w:trPr>${cell('Wide', '<w:gridSpan w:val="2"/>')}${cell('C')}</w:tr>` +
    `<w:tr>${cell('Tall', '<w:vMerge w:val="restart"/>')}${cell('b1')}${cell('c1')}</w:tr>` +
    `<w:tr>${cell('', '<w:vMerge/>')}${cell('b2')}${cell('c2')}</w:tr></w:tbl>`;

  it("makes Word's Title paragraph the page's title and leading h1, keeps the subtitle, and keeps spans and the repeated header row", async () => {
    const output = await convert(buildDocx({ styles, body: paragraph('Plants', 'Title') + paragraph('A first look', 'Subtitle') + table(true) }));
    expect(output.html).toContain('<title>Plants</title>');
    const doc = readBookHtml(output.html);
    expect(doc.blocks.slice(0, 2)).toEqual([
      { type: 'heading', level: 1, children: [{ text: 'Plants' }] },
      { type: 'paragraph', children: [{ text: 'A first look' }] },
    ]);
    const tableBlock = doc.blocks[2];
    expect(tableBlock?.type).toBe('table');
    const rows = tableBlock?.type === 'table' ? tableBlock.children : [];
    expect(rows.map((row) => row.children.map((cell) => [textOf(cell), cell.header ?? false, cell.colSpan ?? 1, cell.rowSpan ?? 1]))).toEqual([
      [
        ['Wide', true, 2, 1],
        ['C', true, 1, 1],
      ],
      [
        ['Tall', false, 1, 2],
        ['b1', false, 1, 1],
        ['c1', false, 1, 1],
      ],
      [
        ['b2', false, 1, 1],
        ['c2', false, 1, 1],
      ],
    ]);
    expect(output.notes).toEqual([]);
  });

  it('notes a table pandoc empties because its grid has no widths', async () => {
    const output = await convert(buildDocx({ body: table(false) + paragraph('After.') }));
    expect(output.notes).toEqual([expect.objectContaining({ kind: 'dropped', detail: expect.stringMatching(/table/) })]);
  });

  it("takes the <title> from the document's properties when it has no Title paragraph, without inventing a heading", async () => {
    const core =
      '<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Light &amp; Plants</dc:title></cp:coreProperties>';
    const output = await convert(buildZip([...docxParts({ body: paragraph('Text.') }), { name: 'docProps/core.xml', data: Buffer.from(core) }]));
    expect(output.html).toContain('<title>Light &#38; Plants</title>');
    expect(readBookHtml(output.html).blocks).toEqual([{ type: 'paragraph', children: [{ text: 'Text.' }] }]);
  });

  it('reads the main part the package names (word/document2.xml, as some Word versions write it)', async () => {
    const parts = docxParts({ body: paragraph('From the second part.') }).map((entry) => {
      if (entry.name === 'word/document.xml') return { ...entry, name: 'word/document2.xml' };
      if (entry.name === 'word/_rels/document.xml.rels') return { ...entry, name: 'word/_rels/document2.xml.rels' };
      if (entry.name === '_rels/.rels') return { ...entry, data: Buffer.from(String(entry.data).replace('word/document.xml', 'word/document2.xml')) };
      return entry;
    });
    const output = await convert(buildZip(parts));
    expect(readBookHtml(output.html).blocks).toEqual([{ type: 'paragraph', children: [{ text: 'From the second part.' }] }]);
  });

  it('keeps every paragraph of a footnote, and its number where it was referenced', async () => {
    const output = await convert(docxFromMarkdown('Plants grow.[^n]\n\n[^n]: First part.\n\n    Second part.\n'));
    const doc = readBookHtml(output.html);
    expect(doc.blocks[0]).toEqual({ type: 'paragraph', children: [{ text: 'Plants grow.' }, { text: '1', superscript: true }] });
    expect(doc.blocks[1]).toMatchObject({ type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ type: 'paragraph' }, { type: 'paragraph' }] }] });
    expect(textOf(doc.blocks[1] as Block)).toBe('First part.Second part.');
  });
});

describe('pictures', () => {
  const relationships = [
    { id: 'rIdLeaf', type: 'image', target: 'media/image1.png' },
    { id: 'rIdEmf', type: 'image', target: 'media/image2.emf' },
  ];

  it("reads Word's decorative flag, notes pictures without alternative text, drops EMF and keeps one image per media part", async () => {
    const output = await convert(
      buildDocx({
        body: [
          picture('rIdLeaf', { id: 1, descr: 'A leaf' }),
          picture('rIdLeaf', { id: 2, decorative: true }),
          picture('rIdLeaf', { id: 3 }),
          picture('rIdEmf', { id: 4, descr: 'A chart' }),
        ].join(''),
        relationships,
        media: { 'image1.png': LEAF, 'image2.emf': EMF },
      }),
    );
    const images = readBookHtml(output.html).blocks.filter((block) => block.type === 'image');
    expect(images).toEqual([
      expect.objectContaining({ src: convertedImageSrc('img-1'), alt: 'A leaf' }),
      expect.objectContaining({ src: convertedImageSrc('img-1'), alt: '', decorative: true }),
      expect.objectContaining({ src: convertedImageSrc('img-1'), alt: '' }),
    ]);
    expect(images.filter((image) => 'decorative' in image)).toHaveLength(1);
    expect(output.images.map((image) => image.id)).toEqual(['img-1']);
    expect(output.notes.map((note) => note.kind)).toEqual(['image-without-alt', 'dropped']);
    expect(output.notes[1]?.detail).toMatch(/format/);
  });

  it('refuses more pictures than the limit (TOO_MANY_IMAGES)', async () => {
    const media = Object.fromEntries([1, 2, 3].map((n) => [`image${n}.png`, LEAF]));
    const bytes = buildDocx({
      body: [1, 2, 3].map((n) => picture(`rId${n}`, { id: n, descr: `Leaf ${n}` })).join(''),
      relationships: [1, 2, 3].map((n) => ({ id: `rId${n}`, type: 'image', target: `media/image${n}.png` })),
      media,
    });
    await expect(convert(bytes, { ...DEFAULT_CONVERT_LIMITS, maxImages: 2 })).rejects.toMatchObject({ code: 'TOO_MANY_IMAGES' });
    expect((await convert(bytes, { ...DEFAULT_CONVERT_LIMITS, maxImages: 3 })).images).toHaveLength(3);
  });

  it('drops a picture over the size limit with a note', async () => {
    const output = await convert(
      buildDocx({ body: picture('rIdLeaf', { id: 1, descr: 'A leaf' }), relationships, media: { 'image1.png': LEAF } }),
      { ...DEFAULT_CONVERT_LIMITS, maxImageBytes: LEAF.length - 1 },
    );
    expect(output.images).toEqual([]);
    expect(output.html).not.toContain('<img');
    expect(output.notes).toEqual([expect.objectContaining({ kind: 'dropped', detail: expect.stringMatching(/larger than/) })]);
  });
});

describe('headings by outline level, page breaks, links, language', () => {
  it('makes headings of styles and paragraphs with an outline level, and page breaks of Word page breaks', async () => {
    const output = await convert(
      buildDocx({
        styles: paragraphStyle('Chapter', 'Chapter', '<w:outlineLvl w:val="0"/>') + paragraphStyle('Plain', 'Plain'),
        body: [
          paragraph('Chapter one', 'Chapter'),
          paragraph('A section', 'Plain', '<w:outlineLvl w:val="1"/>'),
          paragraph('Body text', undefined, '<w:outlineLvl w:val="9"/>'),
          '<w:p><w:r><w:t>Before</w:t></w:r><w:r><w:br w:type="page"/></w:r><w:r><w:t>after</w:t></w:r></w:p>',
          '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
          paragraph('New page', undefined, '<w:pageBreakBefore/>'),
          paragraph('Same page', undefined, '<w:pageBreakBefore w:val="0"/>'),
          '<w:p><w:r><w:t>Line</w:t></w:r><w:r><w:br/></w:r><w:r><w:t>break</w:t></w:r></w:p>',
        ].join(''),
      }),
    );
    const blocks = readBookHtml(output.html).blocks.map((block) => (block.type === 'heading' ? `h${block.level} ${textOf(block)}` : `${block.type} ${textOf(block)}`));
    expect(blocks).toEqual([
      'h1 Chapter one',
      'h2 A section',
      'paragraph Body text',
      'paragraph Before',
      'page-break ',
      'paragraph after',
      'page-break ',
      'paragraph New page',
      'paragraph Same page',
      'paragraph Line\nbreak',
    ]);
    expect(output.sourcePages).toBe(3);
    expect(output.html).not.toContain('tactile-page-break');
  });

  it('drops a page break inside a table (the Book has none there) and at the start or end of the document', async () => {
    const output = await convert(
      buildDocx({
        body: [
          '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
          paragraph('First'),
          `<w:tbl><w:tblGrid><w:gridCol w:w="2000"/></w:tblGrid><w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r><w:r><w:br w:type="page"/></w:r><w:r><w:t>more</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`,
          paragraph('Last'),
          '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
        ].join(''),
      }),
    );
    const blocks = readBookHtml(output.html).blocks.map((block) => `${block.type} ${textOf(block)}`);
    expect(blocks).toEqual(['paragraph First', 'table cellmore', 'paragraph Last']);
    expect(output.sourcePages).toBe(1);
  });

  it('keeps the numbers of numbered headings, numbered by their style or on the paragraph, as Word counts them', async () => {
    const headings = (output: { html: string }) =>
      readBookHtml(output.html).blocks.map((block) => (block.type === 'heading' ? `h${block.level} ${textOf(block)}` : `${block.type} ${textOf(block)}`));
    const byStyle = await convert(
      buildDocx({
        numbering: listDefinition(1, [
          ['decimal', 'Chapter %1', 'Heading1'],
          ['decimal', '%1.%2', 'Heading2'],
          ['lowerRoman', '(%3)', 'Heading3'],
        ]),
        styles:
          paragraphStyle('Heading1', 'heading 1', numbered(1, 0)) +
          paragraphStyle('Heading2', 'heading 2', '<w:numPr><w:numId w:val="1"/></w:numPr>') +
          paragraphStyle('Heading3', 'heading 3', numbered(1, 2)),
        body: ['Plants', 'Leaves', 'Veins', 'Cells', 'Stems', 'Roots'].map((text, index) => paragraph(text, `Heading${[1, 2, 3, 3, 2, 1][index]}`)).join(''),
      }),
    );
    expect(headings(byStyle)).toEqual(['h1 Chapter 1 Plants', 'h2 1.1 Leaves', 'h3 (i) Veins', 'h3 (ii) Cells', 'h2 1.2 Stems', 'h1 Chapter 2 Roots']);

    const onParagraphs = await convert(
      buildDocx({
        numbering: listDefinition(7, [['ganada', '%1.'], ['decimal', '%1-%2']]) + listDefinition(8, [['upperLetter', '%1)']]),
        styles: paragraphStyle('Heading1', 'heading 1') + paragraphStyle('Heading2', 'heading 2'),
        body: [
          paragraph('식물', 'Heading1', numbered(7)),
          paragraph('잎', 'Heading2', numbered(7, 1)),
          paragraph('a list item', undefined, numbered(8)),
          paragraph('뿌리', 'Heading1', numbered(7)),
          paragraph('not numbered', 'Heading1', numbered(0)),
        ].join(''),
      }),
    );
    expect(headings(onParagraphs)).toEqual(['h1 가. 식물', 'h2 가-1 잎', 'list a list item', 'h1 나. 뿌리', 'h1 not numbered']);
  });

  it('keeps http, https and mailto links to public places only', async () => {
    const targets = [
      'https://example.org/a',
      'mailto:teacher@example.org',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://127.0.0.1:8080/admin',
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://2130706433/',
      'http://intranet/',
      'http://printer.local/',
      'http://10.0.0.5/',
      'vbscript:msgbox',
      'data:text/html,<script>alert(1)</script>',
    ];
    const output = await convert(
      buildDocx({
        body: targets.map((_, index) => linkParagraph(`rIdL${index}`, `link ${index}`)).join(''),
        relationships: targets.map((target, index) => ({ id: `rIdL${index}`, type: 'hyperlink', target, external: true })),
      }),
    );
    const hrefs = [...output.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['https://example.org/a', 'mailto:teacher@example.org']);
    // Every refused link keeps its text.
    const texts = readBookHtml(output.html).blocks.map((block) => textOf(block));
    expect(texts).toEqual(targets.map((_, index) => `See link ${index} now.`));
  });

  it("reads the language Word keeps for the text's writing system, and the properties' title", async () => {
    const docDefaults = '<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="en-US" w:eastAsia="ko-KR" w:bidi="ar-SA"/></w:rPr></w:rPrDefault></w:docDefaults>';
    const korean = await convert(buildDocx({ styles: docDefaults, body: paragraph('식물은 햇빛으로 양분을 만듭니다.') }));
    expect(readBookHtml(korean.html).lang).toBe('ko-KR');
    const english = await convert(buildDocx({ styles: docDefaults, body: paragraph('Plants make food from light.') }));
    expect(readBookHtml(english.html).lang).toBe('en-US');
    const none = await convert(buildDocx({ body: paragraph('Plants make food from light.') }));
    expect(readBookHtml(none.html).lang).toBeUndefined();
  });
});
