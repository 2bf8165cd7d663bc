import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildZip, type TestZipEntry } from '../../zip/zipBuilder.ts';
import { TEXTBOOK_HTML } from './textbookPdfs.ts';

// Word documents for the converter's tests, made two ways:
// - by pandoc from Markdown (textbookDocx, docxFromMarkdown): pandoc writes
//   what Word does for a title (the Title style), headings, nested and
//   lettered lists, footnotes, tables with a header row, alternative text
//   (`descr`) and TeX math (as OMML);
// - by hand, part by part (docxParts, buildDocx), for what pandoc cannot
//   write: Word's decorative flag, outline levels on other styles, page
//   breaks, and every kind of hostile package (the parts come back as ZIP
//   entries so a test can break them, and buildZip writes lies too).

/** The textbook page's picture (the same PNG as in TEXTBOOK_HTML). */
export const TEXTBOOK_PICTURE = Buffer.from(/data:image\/png;base64,([A-Za-z0-9+/=]+)/.exec(TEXTBOOK_HTML)?.[1] ?? '', 'base64');

/** The textbook page of textbookPdfs.ts as a Word author writes it: the title in Word's Title style, sections as Heading 2. */
export const TEXTBOOK_MARKDOWN = `---
title: Plants and Light
lang: en-GB
---

Green plants make their own food from sunlight, water and air. This chapter explains how they do it.

## How leaves work

- Leaves catch sunlight
    - Chlorophyll makes them green
- Roots take up water
- Stems carry water upward

![A green leaf in the sun](leaf.png){width=96px height=96px}

## Parts of a flower

| Part   | Job              |
|--------|------------------|
| Petal  | Attracts insects |
| Stamen | Makes pollen     |

Read more at [the plant library](https://example.org/plants).[^1]

[^1]: Photosynthesis needs carbon dioxide too.
`;

/** A DOCX pandoc writes from `markdown` (pictures it names given in `files`); pictures stay inline (no figure captions). */
export function docxFromMarkdown(markdown: string, files: Readonly<Record<string, Buffer>> = {}): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'docx-fixture-'));
  try {
    writeFileSync(join(dir, 'source.md'), markdown);
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    const run = spawnSync('pandoc', ['--from=markdown-implicit_figures', '--to=docx', '--output=out.docx', 'source.md'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    if (run.status !== 0) throw new Error(`pandoc could not write the fixture: ${run.stderr || run.error?.message}`);
    return readFileSync(join(dir, 'out.docx'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The textbook page as a DOCX: title, headings, a nested list, a table with a header row, a picture with alternative text, a link, a footnote. */
export function textbookDocx(): Buffer {
  return docxFromMarkdown(TEXTBOOK_MARKDOWN, { 'leaf.png': TEXTBOOK_PICTURE });
}

// ---- Hand-made packages ----

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
].join(' ');

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface FixtureRelationship {
  readonly id: string;
  /** The last segment of the relationship type: image, hyperlink, styles, footnotes. */
  readonly type: string;
  readonly target: string;
  readonly external?: boolean;
}

export interface DocxPartsOptions {
  /** The XML inside <w:body>. */
  readonly body: string;
  /** The XML inside <w:styles> (no styles part when absent). */
  readonly styles?: string;
  readonly relationships?: readonly FixtureRelationship[];
  /** The XML inside <w:numbering> (no numbering part when absent). */
  readonly numbering?: string;
  /** Parts under word/media/, by file name. */
  readonly media?: Readonly<Record<string, Buffer>>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A paragraph of plain text, in a style (by style id) when given. */
export function paragraph(text: string, style?: string, properties = ''): string {
  const pStyle = style ? `<w:pStyle w:val="${style}"/>` : '';
  return `<w:p><w:pPr>${pStyle}${properties}</w:pPr><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** A paragraph holding one inline picture (relationship `relId`), with Word's `descr` and decorative flag when given. */
export function picture(relId: string, options: { readonly id: number; readonly descr?: string; readonly decorative?: boolean }): string {
  const descr = options.descr === undefined ? '' : ` descr="${escapeXml(options.descr)}"`;
  const flag = options.decorative
    ? '<a:extLst><a:ext uri="{C183D7F6-B498-43B3-948B-1728B52AA6E4}"><adec:decorative xmlns:adec="http://schemas.microsoft.com/office/drawing/2017/decorative" val="1"/></a:ext></a:extLst>'
    : '';
  return (
    `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/>` +
    `<wp:docPr id="${options.id}" name="Picture ${options.id}"${descr}>${flag}</wp:docPr>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
    `<pic:nvPicPr><pic:cNvPr id="${options.id}" name="image${options.id}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
    `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
  );
}

/** A paragraph with a link (relationship `relId`) between two texts. */
export function linkParagraph(relId: string, text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r><w:hyperlink r:id="${relId}"><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> now.</w:t></w:r></w:p>`;
}

/** A paragraph style definition (for `styles`). */
export function paragraphStyle(id: string, name: string, properties = ''): string {
  return `<w:style w:type="paragraph" w:customStyle="1" w:styleId="${id}"><w:name w:val="${name}"/><w:pPr>${properties}</w:pPr></w:style>`;
}

/** A list definition (abstractNum `id` with one w:num of the same id): each level [number format, level text], linked to a paragraph style when given. */
export function listDefinition(id: number, levels: readonly (readonly [format: string, text: string, style?: string])[], startOverride?: number): string {
  const lvls = levels
    .map(([format, text, style], ilvl) => `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/>${style ? `<w:pStyle w:val="${style}"/>` : ''}<w:lvlText w:val="${text}"/></w:lvl>`)
    .join('');
  const override = startOverride === undefined ? '' : `<w:lvlOverride w:ilvl="0"><w:startOverride w:val="${startOverride}"/></w:lvlOverride>`;
  return `<w:abstractNum w:abstractNumId="${id}">${lvls}</w:abstractNum><w:num w:numId="${id}"><w:abstractNumId w:val="${id}"/>${override}</w:num>`;
}

/** Paragraph properties numbering a paragraph with list `numId` at level `ilvl`. */
export const numbered = (numId: number, ilvl = 0) => `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`;

/** The parts of a small Word document, as ZIP entries in the order Word writes them. */
export function docxParts(options: DocxPartsOptions): TestZipEntry[] {
  const relationships = [
    ...(options.relationships ?? []),
    ...(options.styles === undefined ? [] : [{ id: 'rIdStyles', type: 'styles', target: 'styles.xml' }]),
    ...(options.numbering === undefined ? [] : [{ id: 'rIdNumbering', type: 'numbering', target: 'numbering.xml' }]),
  ];
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/>' +
    '<Default Extension="gif" ContentType="image/gif"/><Default Extension="emf" ContentType="image/x-emf"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const packageRels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
  const documentRels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    relationships
      .map((rel) => `<Relationship Id="${rel.id}" Type="${REL}/${rel.type}" Target="${escapeXml(rel.target)}"${rel.external ? ' TargetMode="External"' : ''}/>`)
      .join('') +
    '</Relationships>';
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NAMESPACES}><w:body>${options.body}</w:body></w:document>`;
  const entries: TestZipEntry[] = [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(packageRels) },
    { name: 'word/document.xml', data: Buffer.from(document) },
    { name: 'word/_rels/document.xml.rels', data: Buffer.from(documentRels) },
  ];
  if (options.styles !== undefined) {
    const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${NAMESPACES}>${options.styles}</w:styles>`;
    entries.push({ name: 'word/styles.xml', data: Buffer.from(styles) });
  }
  if (options.numbering !== undefined) {
    const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${NAMESPACES}>${options.numbering}</w:numbering>`;
    entries.push({ name: 'word/numbering.xml', data: Buffer.from(numbering) });
  }
  for (const [name, bytes] of Object.entries(options.media ?? {})) entries.push({ name: `word/media/${name}`, data: bytes, method: 0 });
  return entries;
}

/** A small Word document written part by part (see docxParts). */
export function buildDocx(options: DocxPartsOptions): Buffer {
  return buildZip(docxParts(options));
}

/** A small document's parts with one replaced (or removed, when `data` is undefined): hostile packages. */
export function docxWithPart(name: string, data: Buffer | undefined, entries: TestZipEntry[] = docxParts({ body: paragraph('Hello.') })): Buffer {
  const kept = entries.filter((entry) => entry.name !== name);
  return buildZip(data === undefined ? kept : [...kept, { name, data }]);
}

/** A main document part holding `body`, with `prolog` (a DOCTYPE, say) before its root. */
export const documentXml = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
