import { buffer } from 'node:stream/consumers';
import { MAX_NAME_LENGTH, type UploadKind } from '../../../shared/api/driveAppPaths.ts';
import { cleanItemName, documentTitle } from '../../../core/drive/index.ts';
import { extensionOf } from '../../../core/files/index.ts';
import { serialiseDtma, serialiseDtms, type DtmaDocument } from '../../../core/dtms/index.ts';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type { Received } from './receive.ts';
import { asBadFile, readBrailleFile, readDtmDocument, readJsonDocument, type ReadDocument } from './tactileDocuments.ts';
import { uploadErrors } from './uploadErrors.ts';

// What a received file is, once its content has been checked: the row's
// fields (extension by content, a clean name, type, device, pages). A tactile
// document is parsed here to be checked and described, then let go: its JSON
// and page rows are made again from its blob when the rows are added, one
// file at a time, so a request of many documents never holds them all
// (issue 16 item 6b). Nothing here writes.

export interface PageRow {
  readonly pageNo: number;
  readonly altText: string;
}

/** How a tactile file's document is read from its bytes: JSON (DTMS, DTMA, DTMX) or a DTM picture. */
export type DocumentKind = 'json' | 'dtm';

export interface CheckedFile {
  readonly fileName: string;
  readonly extension: UploadKind;
  readonly contentType: string;
  /** 300 for the 320 (spec §9 DEVICE_KIND), 768 for the 768; null for images and audio. */
  readonly deviceKind: number | null;
  readonly pageCount: number;
  readonly sizeBytes: number;
  readonly blobKey: string | null;
  /** A file with a document (DTMS JSON and page rows, see documentRowsOf); null for the others. */
  readonly document: DocumentKind | null;
}

/** What the rows keep of a document: its JSON as core writes it, and each page's first description. */
export interface DocumentRows {
  readonly dtmsJson: string;
  readonly pages: readonly PageRow[];
}

/** Extensions an upload's name may end with that are dropped from the drive name (the content decides the extension). */
const KNOWN_EXTENSIONS = new Set(['dtms', 'dtma', 'dtmx', 'dtm', 'zip', 'brf', 'brl', 'png', 'jpg', 'jpeg', 'mp3', 'm4a']);
const MAX_ALT_TEXT = 2000;

/**
 * The drive name of an uploaded or unpacked file: its last path segment (old
 * browsers send C:\…), a known extension dropped, cleaned by the drive's name
 * rules (controls, direction overrides and \ / : * ? " < > | go), 'Untitled'
 * when nothing is left, and cut to the name limit rather than refused.
 */
export function driveNameOf(rawName: string): string {
  const lastSegment = rawName.split(/[\\/]/).pop() ?? '';
  const extension = extensionOf(lastSegment);
  const base = KNOWN_EXTENSIONS.has(extension) ? lastSegment.slice(0, -(extension.length + 1)) : lastSegment;
  return [...documentTitle(cleanItemName(base))].slice(0, MAX_NAME_LENGTH).join('').trim();
}

/**
 * The name a refused file is reported under: the client's own name (its last
 * path segment, extension kept, so the person recognises it), cleaned by the
 * same rules and cut to the name limit; 'Untitled' when nothing is left.
 */
export function refusedNameOf(rawName: string): string {
  const lastSegment = rawName.split(/[\\/]/).pop() ?? '';
  return [...documentTitle(cleanItemName(lastSegment))].slice(0, MAX_NAME_LENGTH).join('').trim();
}

export const DEVICE_KIND_OF_MODEL = { 320: 300, 768: 768 } as const;

/** The bytes of a received file: in memory already, or read back from its blob (only kinds with the parse limit are). */
async function bytesOf(received: Pick<Received, 'bytes' | 'blobKey'>, blobs: BlobStore): Promise<Uint8Array> {
  if (received.bytes) return received.bytes;
  if (received.blobKey) return buffer(await blobs.get(received.blobKey));
  throw new Error('A received file has neither bytes nor a blob.');
}

function readDocument(kind: DocumentKind, bytes: Uint8Array, fileName: string): ReadDocument {
  return kind === 'json' ? readJsonDocument(bytes) : { document: readDtmDocument(bytes, fileName), isDtma: false };
}

function tactileFile(received: Received, fileName: string, extension: UploadKind, kind: DocumentKind, document: DtmaDocument): CheckedFile {
  return {
    fileName,
    extension,
    contentType: extension === 'dtm' ? 'application/octet-stream' : 'application/json',
    deviceKind: DEVICE_KIND_OF_MODEL[document.model],
    pageCount: document.items.length,
    sizeBytes: received.size,
    blobKey: received.blobKey ?? null,
    document: kind,
  };
}

/**
 * The JSON and page rows of a checked file's document, read again from its
 * blob (null for a file without one). Called for one file at a time as its
 * row is added, so only that file's document is in memory.
 */
export async function documentRowsOf(file: CheckedFile, blobs: BlobStore): Promise<DocumentRows | null> {
  if (file.document === null || file.blobKey === null) return null;
  const { document, isDtma } = readDocument(file.document, await bytesOf({ blobKey: file.blobKey }, blobs), file.fileName);
  return {
    dtmsJson: asBadFile(() => (isDtma ? serialiseDtma(document) : serialiseDtms(document))),
    // A page's print text is what its picture says; it starts as the page description (alternative text).
    pages: document.items.map((item, index) => ({ pageNo: index + 1, altText: [...item.text.plain.trim()].slice(0, MAX_ALT_TEXT).join('') })),
  };
}

/**
 * Checks a received file's content by its sniffed kind and describes it.
 * Throws 422 BAD_FILE for content that is not what it looks like: JSON that
 * is not a DTMS or DTMA, a DTM of the wrong size, text that is not Braille
 * ASCII, an image cut short.
 */
export async function checkContent(received: Received, blobs: BlobStore): Promise<CheckedFile> {
  const fileName = driveNameOf(received.fileName);
  const nameExtension = extensionOf(received.fileName.split(/[\\/]/).pop() ?? '');
  const plain = (extension: UploadKind, contentType: string): CheckedFile => ({
    fileName,
    extension,
    contentType,
    deviceKind: null,
    pageCount: 1,
    sizeBytes: received.size,
    blobKey: received.blobKey ?? null,
    document: null,
  });
  switch (received.kind) {
    case 'dtms-json': {
      const { document, isDtma } = readDocument('json', await bytesOf(received, blobs), fileName);
      // DTMX has no public description: we take it as a DTMS or DTMA named .dtmx, and keep that name.
      const extension = nameExtension === 'dtmx' ? 'dtmx' : isDtma ? 'dtma' : 'dtms';
      return tactileFile(received, fileName, extension, 'json', document);
    }
    case 'dtm':
      return tactileFile(received, fileName, 'dtm', 'dtm', readDocument('dtm', await bytesOf(received, blobs), fileName).document);
    case 'braille-ascii': {
      const pages = readBrailleFile(await bytesOf(received, blobs));
      return { ...plain(nameExtension === 'brl' ? 'brl' : 'brf', 'text/plain; charset=us-ascii'), pageCount: pages.length };
    }
    case 'png':
      if (!endsWithIend(received.watched.tail)) throw uploadErrors.badFile('TRUNCATED', 'The PNG image is cut short.');
      return plain('png', 'image/png');
    case 'jpg':
      if (!received.watched.sawJpegEnd) throw uploadErrors.badFile('TRUNCATED', 'The JPEG image is cut short.');
      return plain('jpg', 'image/jpeg');
    case 'mp3':
      return plain('mp3', 'audio/mpeg');
    case 'm4a':
      return plain('m4a', 'audio/mp4');
    case 'zip':
    case 'pdf':
    case 'unknown':
      throw new Error(`checkContent was given a ${received.kind}`);
  }
}

/** A complete PNG ends with its IEND chunk: length 0, 'IEND', CRC AE 42 60 82. */
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
function endsWithIend(tail: Buffer): boolean {
  return tail.length >= IEND.length && tail.subarray(-IEND.length).equals(IEND);
}
