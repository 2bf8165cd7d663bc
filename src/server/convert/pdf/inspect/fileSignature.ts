import { ConversionFailure } from '../../conversion.ts';

// A PDF is judged by its first bytes, never by its name (verification item
// 5: a PNG, a program or a web page named .pdf). The header must open the
// file: readers that search the first kilobyte for `%PDF-` (as Acrobat does)
// would take a program or a page that merely contains those five bytes.

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Throws EMPTY_FILE or WRONG_FORMAT unless `head` (the file's first bytes) starts a PDF. */
export function assertPdfSignature(head: Uint8Array, fileBytes: number): void {
  if (fileBytes === 0) throw new ConversionFailure('EMPTY_FILE', 'The file is empty.');
  let bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  // A byte-order mark or blank lines before the header are harmless and common enough.
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) bytes = bytes.subarray(3);
  let start = 0;
  while (start < bytes.length && start < 16 && [0x09, 0x0a, 0x0d, 0x20].includes(bytes[start] as number)) start++;
  if (!bytes.subarray(start, start + PDF_HEADER.length).equals(PDF_HEADER)) {
    if (start === bytes.length) throw new ConversionFailure('EMPTY_FILE', 'The file holds only blank space.');
    throw new ConversionFailure('WRONG_FORMAT', `The file is not a PDF (it starts with ${describeStart(bytes)}).`);
  }
}

/** What the file looks like instead, for support staff. */
function describeStart(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'a PNG picture header';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return 'an executable program header';
  if (bytes.subarray(0, 2).toString('latin1') === 'MZ') return 'a Windows program header';
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04') return 'a ZIP header';
  if (/^\s*<(!doctype|html|\?xml|svg)/i.test(bytes.subarray(0, 64).toString('latin1'))) return 'markup';
  return `the bytes ${bytes.subarray(0, 8).toString('hex')}`;
}
