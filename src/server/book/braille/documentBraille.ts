// A Book document as a braille file (GET /doc/brl): the stored page read
// into the model, laid out by core's formatter with the server's engines,
// and written as BRF/BRL or PEF. Who may have it is who may download it: the
// owner, or anyone once it is published (downloadableFile).

import type { Readable } from 'node:stream';
import {
  BrailleError,
  DEFAULT_BRAILLE_TABLE,
  findBrailleTable,
  tableForSetting,
  unknownTable,
  writePef,
  type BrailleTableEntry,
} from '../../../core/braille/index.ts';
import { UEB_NOTE_INDICATORS, brfFromPages, formatDocumentBraille } from '../../../core/book/braille/index.ts';
import { documentFromHtml } from '../../../core/book/index.ts';
import { documentTitle } from '../../../core/drive/index.ts';
import { BOOK_HTML_BODY_LIMIT, DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import type { DocumentBrailleFormat } from '../../../shared/api/documentBraille.ts';
import { downloadableFile } from '../../drive/downloads/fileContent.ts';
import type { BrailleEngineSource, DriveDeps } from '../../drive/driveDeps.ts';
import { UploadError, uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { readUserPreferences } from '../../services/userPreferences.ts';
import { parseHtmlDocument } from '../parseHtml.ts';
import { engineTranslate } from './engineTranslate.ts';

export interface DocumentBrailleRequest {
  readonly dtmNo: string;
  /** The caller's users row; null for a guest. */
  readonly callerRowNo: string | null;
  readonly format: DocumentBrailleFormat;
  readonly cells: number;
  readonly lines: number;
  /** A catalogue code; the caller's braille setting (or the default) when absent. */
  readonly table?: string;
  /** The document's title as a running head on every braille page but the first. */
  readonly runningHead: boolean;
}

export interface DocumentBrailleFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: Buffer;
  readonly table: BrailleTableEntry;
}

const CONTENT_TYPES: Record<DocumentBrailleFormat, string> = {
  brf: 'text/plain; charset=us-ascii',
  brl: 'text/plain; charset=us-ascii',
  pef: 'application/x-pef+xml',
};

/** The table asked for, else the caller's braille setting (spec §3), else the default (English grade 2). */
async function chosenTable(deps: DriveDeps, request: DocumentBrailleRequest): Promise<BrailleTableEntry> {
  if (request.table !== undefined) {
    const asked = findBrailleTable(request.table);
    if (!asked) throw unknownTable(request.table);
    return asked;
  }
  if (request.callerRowNo === null) return DEFAULT_BRAILLE_TABLE;
  const preferences = await readUserPreferences(deps.db, request.callerRowNo);
  const byCode = preferences.CODE === null ? undefined : findBrailleTable(preferences.CODE);
  if (byCode) return byCode;
  return preferences.BRAILLE === null ? DEFAULT_BRAILLE_TABLE : tableForSetting({ language: preferences.BRAILLE });
}

async function readText(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      throw new BrailleError('TEXT_TOO_LONG', `The document is larger than ${limit} bytes.`, { values: { max: limit } });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Errors: UploadError 404 (no such file, or not the caller's), 400 NOT_A_DOCUMENT; BrailleError (table, size, translation). */
export async function documentBraille(deps: DriveDeps, engines: BrailleEngineSource, request: DocumentBrailleRequest): Promise<DocumentBrailleFile> {
  const file = await downloadableFile(deps, request.dtmNo, request.callerRowNo);
  if (file.file_extension !== 'html') {
    throw new UploadError(400, DRIVE_ERROR_CODES.notADocument, 'Only Book documents are put into braille; this file is not one.');
  }
  if (file.blob_key === null) throw uploadErrors.fileNotFound();
  const table = await chosenTable(deps, request);
  const html = await readText(await deps.blobs.get(file.blob_key), BOOK_HTML_BODY_LIMIT);
  // The stored page was sanitised when saved; reading it again through the same allow-list costs little and trusts nothing.
  const document = documentFromHtml(parseHtmlDocument(html));
  const { translator } = await engines.get();
  // UEB's transcriber's note indicators belong to English braille; other codes get the note's place (cell 7) alone.
  const noteIndicators = table.lang === 'en' ? UEB_NOTE_INDICATORS : { open: '', close: '' };
  // The head is the document's title, its drive name (as the PEF's dc:title is).
  const runningHead = request.runningHead ? file.file_name : '';
  const options = { cellsPerLine: request.cells, linesPerPage: request.lines, noteIndicators, runningHead };
  const pages = await formatDocumentBraille(document, options, engineTranslate(translator, table.code));
  const fileName = `${documentTitle(file.file_name)}.${request.format}`;
  if (request.format === 'pef') {
    const pef = writePef(pages, {
      title: file.file_name,
      language: table.lang,
      identifier: `tactile-studio-document-${file.dtm_no}`,
      date: deps.now().toISOString().slice(0, 10),
      cols: request.cells,
      rows: request.lines,
    });
    return { fileName, contentType: CONTENT_TYPES.pef, body: Buffer.from(pef, 'utf8'), table };
  }
  return { fileName, contentType: CONTENT_TYPES[request.format], body: Buffer.from(brfFromPages(pages).text, 'ascii'), table };
}
