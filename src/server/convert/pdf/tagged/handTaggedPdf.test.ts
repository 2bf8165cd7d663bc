import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeText } from '../../../../core/book/index.ts';
import { readBookHtml } from '../../../book/sanitizeHtml.ts';
import { DEFAULT_CONVERT_LIMITS, type ConversionOutput } from '../../conversion.ts';
import { assemblePdf, streamBody } from '../../testing/hostilePdfs.ts';
import { convertTaggedPdf } from './convertTaggedPdf.ts';

// A tagged page written by hand with what Chromium never writes: an
// unnumbered heading (H), an Artifact running head, a Reference and its
// Note, a vector figure with a Layout BBox, text outside the structure, a
// link with a web address and one with a javascript: address.

const CONTENT = `/Artifact BMC BT /F1 9 Tf 72 810 Td (Running head 12) Tj ET EMC
/H <</MCID 0>> BDC BT /F1 20 Tf 72 760 Td (A plain heading) Tj ET EMC
/P <</MCID 1>> BDC BT /F1 12 Tf 72 730 Td (See the note) Tj ET EMC
/Reference <</MCID 2>> BDC BT /F1 8 Tf 140.1 734 Td (2) Tj ET EMC
/Figure <</MCID 3>> BDC q 100 0 0 50 72 600 cm 0 g 0 0 1 1 re f Q EMC
/Note <</MCID 4>> BDC BT /F1 9 Tf 72 100 Td (2 The note text.) Tj ET EMC
BT /F1 12 Tf 72 60 Td (Loose words) Tj ET
/Link <</MCID 5>> BDC BT /F1 12 Tf 72 500 Td (Example link) Tj ET EMC
/Link <</MCID 6>> BDC BT /F1 12 Tf 150 500 Td ( and script link) Tj ET EMC
`;

function handTaggedPdf(): Buffer {
  return assemblePdf([
    /* 1 */ '<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 6 0 R /Lang (ko) >>',
    /* 2 */ '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    /* 3 */ '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /StructParents 0 /Annots [13 0 R 16 0 R] >>',
    /* 4 */ '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    /* 5 */ streamBody('', Buffer.from(CONTENT, 'latin1')),
    /* 6 */ '<< /Type /StructTreeRoot /K [7 0 R] /ParentTree 14 0 R /ParentTreeNextKey 3 >>',
    /* 7 */ '<< /Type /StructElem /S /Document /P 6 0 R /K [8 0 R 9 0 R 11 0 R 12 0 R 15 0 R 17 0 R] >>',
    /* 8 */ '<< /Type /StructElem /S /H /P 7 0 R /Pg 3 0 R /K 0 >>',
    /* 9 */ '<< /Type /StructElem /S /P /P 7 0 R /Pg 3 0 R /K [1 10 0 R] >>',
    /* 10 */ '<< /Type /StructElem /S /Reference /P 9 0 R /Pg 3 0 R /K 2 >>',
    /* 11 */ '<< /Type /StructElem /S /Figure /P 7 0 R /Pg 3 0 R /K 3 /Alt (A black box) /A << /O /Layout /BBox [72 600 172 650] >> >>',
    /* 12 */ '<< /Type /StructElem /S /Note /P 7 0 R /Pg 3 0 R /K 4 >>',
    /* 13 */ '<< /Type /Annot /Subtype /Link /Rect [70 495 170 515] /Border [0 0 0] /A << /S /URI /URI (https://example.org/x) >> /StructParent 1 >>',
    /* 14 */ '<< /Nums [0 [8 0 R 9 0 R 10 0 R 11 0 R 12 0 R 15 0 R 17 0 R] 1 15 0 R 2 17 0 R] >>',
    /* 15 */ '<< /Type /StructElem /S /Link /P 7 0 R /Pg 3 0 R /K [5 << /Type /OBJR /Obj 13 0 R >>] >>',
    /* 16 */ '<< /Type /Annot /Subtype /Link /Rect [150 495 250 515] /Border [0 0 0] /A << /S /URI /URI (javascript:alert\\(1\\)) >> /StructParent 2 >>',
    /* 17 */ '<< /Type /StructElem /S /Link /P 7 0 R /Pg 3 0 R /K [6 << /Type /OBJR /Obj 16 0 R >>] >>',
  ]);
}

let dir: string;
let output: ConversionOutput;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hand-tagged-'));
  const path = join(dir, 'hand.pdf');
  await writeFile(path, handTaggedPdf());
  output = await convertTaggedPdf(path, dir, DEFAULT_CONVERT_LIMITS);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('convertTaggedPdf on structure Chromium does not write', () => {
  it('reads H, Reference, Note and links in structure order, and drops the artifact and the javascript: address', () => {
    const doc = readBookHtml(output.html);
    expect(doc.lang).toBe('ko');
    expect(doc.blocks.map((block) => [block.type, nodeText(block)])).toEqual([
      ['heading', 'A plain heading'],
      ['paragraph', 'See the note2'],
      ['image', ''],
      ['paragraph', '2 The note text.'],
      ['paragraph', 'Example link and script link'],
    ]);
    expect(doc.blocks[0]).toMatchObject({ level: 1 });
    expect(doc.blocks[1]?.children.at(-1)).toEqual({ text: '2', superscript: true });
    // Links side by side at the document's level are one paragraph, as loose text is.
    expect(doc.blocks[4]?.children).toEqual([{ text: '' }, { type: 'link', href: 'https://example.org/x', children: [{ text: 'Example link' }] }, { text: ' and script link' }]);
    expect(output.html).not.toContain('Running head');
    expect(output.html).not.toContain('javascript');
  });

  it('cuts a vector figure by its Layout BBox and keeps its alternative text', () => {
    const doc = readBookHtml(output.html);
    expect(doc.blocks[2]).toMatchObject({ type: 'image', alt: 'A black box' });
    const png = Buffer.from(output.images[0]?.bytes ?? []);
    // 100 × 50 pt and a 2 pt margin on each side, at 150 dpi.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Math.ceil(104 * (150 / 72)), Math.ceil(54 * (150 / 72))]);
  });

  it('notes the guessed heading level and the words outside the structure', () => {
    expect(output.notes.map((note) => [note.kind, note.page])).toEqual([
      ['inferred-heading', 1],
      ['dropped', 1],
    ]);
    expect(output.notes[1]?.detail).toContain('10 letters or digits');
  });
});
