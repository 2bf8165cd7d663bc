import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, zerosBomb, type TestZipEntry } from '../../zip/zipBuilder.ts';
import { ConversionFailure, DEFAULT_CONVERT_LIMITS, type ConversionFailureCode, type ConvertLimits } from '../conversion.ts';
import { buildDocx, docxParts, docxWithPart, documentXml, linkParagraph, paragraph, TEXTBOOK_PICTURE, textbookDocx } from '../testing/docxFixtures.ts';
import { convertDocx } from './convertDocx.ts';

// Hostile Word files (verification items 5 and 6): each ends as a
// ConversionFailure with the code the job keeps, and nothing reaches out.

const dir = mkdtempSync(join(tmpdir(), 'docx-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;

function convert(bytes: Buffer, limits: ConvertLimits = DEFAULT_CONVERT_LIMITS) {
  const n = counter++;
  const input = join(dir, `${n}.docx`);
  writeFileSync(input, bytes);
  return convertDocx(input, join(dir, `work-${n}`), limits);
}

async function failure(bytes: Buffer, code: ConversionFailureCode, limits?: ConvertLimits): Promise<ConversionFailure> {
  const error = await convert(bytes, limits).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionFailure);
  expect((error as ConversionFailure).code).toBe(code);
  expect((error as ConversionFailure).message).toMatch(/^[A-Z].+\.$/s);
  return error as ConversionFailure;
}

const SIMPLE = { body: paragraph('Hello.') };
const withPart = docxWithPart;

describe('files that are not Word documents (item 5)', () => {
  it('refuses an empty file', async () => {
    await failure(Buffer.alloc(0), 'EMPTY_FILE');
  });

  it('refuses a PNG, an executable, HTML and a PDF named .docx', async () => {
    await failure(TEXTBOOK_PICTURE, 'WRONG_FORMAT');
    await failure(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]), 'WRONG_FORMAT');
    await failure(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'WRONG_FORMAT');
    await failure(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'WRONG_FORMAT');
  });

  it('tells an old .doc from a password-protected DOCX (both are compound files)', async () => {
    const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const doc = await failure(Buffer.concat([header, Buffer.alloc(1024), Buffer.from('WordDocument', 'utf16le')]), 'WRONG_FORMAT');
    expect(doc.message).toMatch(/\.doc\b/);
    await failure(Buffer.concat([header, Buffer.alloc(1024), Buffer.from('EncryptedPackage', 'utf16le')]), 'ENCRYPTED');
  });

  it('refuses an empty ZIP, a ZIP of other things, and a spreadsheet', async () => {
    await failure(buildZip([]), 'WRONG_FORMAT');
    await failure(buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]), 'WRONG_FORMAT');
    const xlsx = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ]);
    await failure(xlsx, 'WRONG_FORMAT');
  });

  it('refuses a DOCX cut short, one without [Content_Types].xml and one without its main document', async () => {
    const whole = textbookDocx();
    await failure(whole.subarray(0, Math.floor(whole.length / 2)), 'DAMAGED');
    await failure(withPart('[Content_Types].xml', undefined), 'WRONG_FORMAT');
    await failure(withPart('word/document.xml', undefined), 'DAMAGED');
  });

  it('refuses a DOCX naming a part twice, and one whose document is not XML', async () => {
    const parts = docxParts(SIMPLE);
    await failure(buildZip([...parts, parts[2] as TestZipEntry]), 'DAMAGED');
    await failure(withPart('word/document.xml', Buffer.from('<w:document><w:body><w:p>unclosed')), 'DAMAGED');
  });
});

describe('hostile XML and archives (item 6)', () => {
  it('refuses external entities (XXE) in the document', async () => {
    const xxe = documentXml('<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>', '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    const refused = await failure(withPart('word/document.xml', Buffer.from(xxe)), 'UNSAFE_CONTENT');
    expect(refused.message).toContain('word/document.xml');
  });

  it('refuses billion laughs in any part, in UTF-8 or UTF-16', async () => {
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const styles = `<?xml version="1.0"?>${laughs}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style>&lol2;</w:style></w:styles>`;
    await failure(withPart('word/styles.xml', Buffer.from(styles)), 'UNSAFE_CONTENT');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(documentXml('<w:p/>', laughs).replace('UTF-8', 'UTF-16'), 'utf16le')]);
    await failure(withPart('word/document.xml', utf16), 'UNSAFE_CONTENT');
    await failure(withPart('_rels/.rels', Buffer.from(`<?xml version="1.0"?><!DOCTYPE r SYSTEM "http://example.org/r.dtd"><Relationships/>`)), 'UNSAFE_CONTENT');
  });

  it('refuses a zip bomb and a part whose sizes lie', async () => {
    const bomb = zerosBomb(64);
    await failure(buildZip([...docxParts(SIMPLE), { name: 'word/media/image1.png', raw: bomb }]), 'UNSAFE_CONTENT');
    const lying = docxParts(SIMPLE).map((entry) => (entry.name === 'word/document.xml' ? { ...entry, claimedUncompressedSize: 10 } : entry));
    await failure(buildZip(lying), 'UNSAFE_CONTENT');
  });

  it('refuses more page breaks than pages allowed', async () => {
    const breaks = buildDocx({ body: Array.from({ length: 6 }, (_, n) => paragraph(`Page ${n + 1}`, undefined, n === 0 ? '' : '<w:pageBreakBefore/>')).join('') });
    await failure(breaks, 'TOO_MANY_PAGES', { ...DEFAULT_CONVERT_LIMITS, maxPages: 5 });
    expect((await convert(breaks, { ...DEFAULT_CONVERT_LIMITS, maxPages: 6 })).sourcePages).toBe(6);
  });

  it('reads parts full of unclosed tags in linear time (refused by pandoc, not hung in our own reading)', async () => {
    const open = '<w:pPr><w:outlineLvl w:val="1"/><w:pStyle w:val="x"/><w:br w:type="page" '.repeat(40_000);
    const parts = docxParts(SIMPLE).map((entry) => (entry.name === 'word/document.xml' ? { ...entry, data: Buffer.from(documentXml(open)), method: 0 as const } : entry));
    const styles = { name: 'word/styles.xml', data: Buffer.from(`<w:styles>${'<w:style w:type="paragraph" w:default="1"><w:docDefaults>'.repeat(40_000)}`), method: 0 as const };
    const rels = parts.find((entry) => entry.name === 'word/_rels/document.xml.rels') as TestZipEntry;
    const withStyles = { ...rels, data: Buffer.from(String(rels.data).replace('</Relationships>', '<Relationship Id="s" Type="http://x/styles" Target="styles.xml"/></Relationships>')) };
    const started = Date.now();
    await failure(buildZip([...parts.filter((entry) => entry !== rels), withStyles, styles]), 'DAMAGED');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('fails within its time and output limits', async () => {
    await failure(buildDocx(SIMPLE), 'TIMED_OUT', { ...DEFAULT_CONVERT_LIMITS, timeoutMs: 0 });
    await failure(buildDocx({ body: paragraph('word '.repeat(5000)) }), 'TOO_LARGE', { ...DEFAULT_CONVERT_LIMITS, maxHtmlBytes: 4096 });
  });
});

describe('no outbound request (item 6)', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('neither fetches linked pictures nor keeps links to the local network', async () => {
    const here = `http://127.0.0.1:${port}`;
    const linkedPicture =
      '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="9144" cy="9144"/><wp:docPr id="1" name="Linked" descr="Linked picture"/>' +
      '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="x"/><pic:cNvPicPr/></pic:nvPicPr>' +
      '<pic:blipFill><a:blip r:link="rIdRemote"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
    const embeddedRemote = linkedPicture.replace('r:link="rIdRemote"', 'r:embed="rIdRemoteEmbed"').replace('descr="Linked picture"', 'descr="Remote embed"');
    const output = await convert(
      buildDocx({
        body: [linkParagraph('rIdLink', 'the admin page'), linkedPicture, embeddedRemote, paragraph('End.')].join(''),
        relationships: [
          { id: 'rIdLink', type: 'hyperlink', target: `${here}/admin`, external: true },
          { id: 'rIdRemote', type: 'image', target: `${here}/linked.png`, external: true },
          { id: 'rIdRemoteEmbed', type: 'image', target: `${here}/embedded.png`, external: true },
        ],
      }),
    );
    expect(output.html).toContain('See the admin page now.');
    expect(output.html).not.toContain('127.0.0.1');
    expect(output.images).toEqual([]);
    // A DTD pointing at the listener is refused before anything reads it.
    await failure(withPart('word/document.xml', Buffer.from(documentXml('<w:p/>', `<!DOCTYPE w:document SYSTEM "${here}/evil.dtd">`))), 'UNSAFE_CONTENT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(0);
  });
});
