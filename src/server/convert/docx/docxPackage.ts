import { open, stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { readZip, ZipRefusal, type ZipLimits } from '../../zip/zipReader.ts';
import { ConversionFailure } from '../conversion.ts';
import { mainDocumentPart, type DocxPackage } from './packageParts.ts';
import { hasMarkupDeclaration } from './xmlDeclarations.ts';

// Reading an uploaded DOCX without trusting it, before any converter sees
// it (verification items 5 and 6). The bytes decide what the file is, not its
// name; the ZIP is read with the project's safe reader (sizes counted as they
// inflate, names that climb skipped); every XML part is refused if it
// declares a DTD; the parts a Word document cannot be without must be there.
// What comes out is the package as we read it, and only that is handed to
// pandoc (rebuilt, see runPandoc.ts), so pandoc's ZIP reader never meets
// anything ours did not.

/** A DOCX unpacks to at most this much, in at most this many parts (a 100-page textbook with photographs is a few hundred MiB at most). */
export const DOCX_ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxUnpackedBytes: 512 * 1024 * 1024 };

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Microsoft's Compound File (OLE): an old .doc, or a password-protected DOCX wrapped in one. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream a password-protected DOCX keeps its encrypted package in, as the compound file's directory spells it (UTF-16LE). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** How much of a compound file is searched for that name (its directory sits near the start in the files Word writes). */
const COMPOUND_SEARCH_BYTES = 4 * 1024 * 1024;

const CONTENT_TYPES = '[Content_Types].xml';

async function head(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await handle.read(bytes, 0, length, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Refuses what is not a ZIP by its first bytes, telling an empty file, an old or encrypted Word file and anything else apart. */
async function judgeContainer(path: string, size: number): Promise<void> {
  if (size === 0) throw new ConversionFailure('EMPTY_FILE', 'The file is empty.');
  const first = await head(path, 8);
  if (first.subarray(0, 4).equals(ZIP_LOCAL)) return;
  if (first.subarray(0, 4).equals(ZIP_EMPTY)) throw new ConversionFailure('WRONG_FORMAT', 'The file is an empty ZIP archive, not a Word document.');
  if (first.equals(COMPOUND_FILE)) {
    const start = await head(path, Math.min(size, COMPOUND_SEARCH_BYTES));
    if (start.includes(ENCRYPTED_PACKAGE)) throw new ConversionFailure('ENCRYPTED', 'The Word document is protected by a password; save it without one and try again.');
    throw new ConversionFailure('WRONG_FORMAT', 'The file is an old Word document (.doc); save it as .docx and try again.');
  }
  throw new ConversionFailure('WRONG_FORMAT', 'The file is not a Word document (.docx): its content is of another kind.');
}

/** Whether an entry is XML to an XML parser: its first character, past a byte order mark, white space and NULs, is `<`. */
function looksLikeXml(bytes: Buffer): boolean {
  for (let at = 0; at < Math.min(bytes.length, 1024); at++) {
    const byte = bytes[at] as number;
    if (byte === 0x3c) return true;
    if (![0x00, 0x09, 0x0a, 0x0d, 0x20, 0xef, 0xbb, 0xbf, 0xfe, 0xff].includes(byte)) return false;
  }
  return false;
}

/**
 * Pictures Word stores as SVG (with a PNG beside them that documents point
 * to first) are left out of the package: we keep no SVG, pandoc takes the
 * PNG, and an SVG may legitimately carry a DOCTYPE we would otherwise refuse.
 */
export function isLeftOut(partName: string): boolean {
  return /\.svg$/i.test(partName);
}

function zipFailure(refusal: ZipRefusal): ConversionFailure {
  if (refusal.kind === 'bad') return new ConversionFailure('DAMAGED', 'The Word document is damaged: its ZIP archive cannot be read (it may be cut short).');
  if (refusal.reason === 'TOO_MUCH_UNPACKED' || refusal.reason === 'TOO_MANY_ENTRIES') return new ConversionFailure('TOO_LARGE', `The Word document is too large: ${refusal.message}`);
  return new ConversionFailure('UNSAFE_CONTENT', `The Word document's archive is unsafe: ${refusal.message}`);
}

async function readParts(path: string, size: number): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  try {
    await readZip(path, size, DOCX_ZIP_LIMITS, async (entry, content) => {
      if (isLeftOut(entry.path)) return 'LEFT_OUT';
      const bytes = await buffer(content);
      if (parts.has(entry.path)) throw new ConversionFailure('DAMAGED', `The Word document is damaged: it holds the part ${entry.path} twice.`);
      if (looksLikeXml(bytes) && hasMarkupDeclaration(bytes)) {
        throw new ConversionFailure('UNSAFE_CONTENT', `The Word document's part ${entry.path} declares a DTD or entities, which Word never writes (an external entity or entity expansion attack).`);
      }
      parts.set(entry.path, bytes);
      return undefined;
    });
  } catch (error) {
    if (error instanceof ZipRefusal) throw zipFailure(error);
    throw error;
  }
  return parts;
}

/** Reads and vets the DOCX at `path`: a ConversionFailure for anything that is not a safe, whole Word document. */
export async function readDocxPackage(path: string): Promise<DocxPackage> {
  const { size } = await stat(path);
  await judgeContainer(path, size);
  const parts = await readParts(path, size);
  const contentTypes = parts.get(CONTENT_TYPES);
  if (!contentTypes) throw new ConversionFailure('WRONG_FORMAT', `The file is a ZIP archive but not a Word document: it has no ${CONTENT_TYPES}.`);
  const mainPart = mainDocumentPart(parts);
  if (!parts.has(mainPart)) {
    if (contentTypes.includes('wordprocessingml')) throw new ConversionFailure('DAMAGED', `The Word document is damaged: its main part ${mainPart} is missing.`);
    throw new ConversionFailure('WRONG_FORMAT', 'The file is an Office document but not a Word document (it has no word/document.xml).');
  }
  return { parts, mainPart };
}
