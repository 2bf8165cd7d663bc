import type { Readable } from 'node:stream';
import { dtmaFromJson, dtmsFromJson, serialiseDtma, serialiseDtms, writeDtm, type DtmaDocument } from '../../../core/dtms/index.ts';
import { BlobNotFoundError } from '../../blobs/blobStore.ts';
import type { DriveDeps } from '../driveDeps.ts';
import { uploadErrors } from '../uploads/uploadErrors.ts';

// A file's content for downloading: its stored bytes, or, for a document
// saved from Canvas (no blob), its DTMS or DTMA written from the row's JSON.

export interface DownloadableFile {
  readonly dtm_no: string;
  readonly file_name: string;
  readonly file_extension: string;
  readonly content_type: string | null;
  readonly blob_key: string | null;
  readonly dtms_json: unknown;
  readonly owner_user_no: string;
  readonly is_public: boolean;
  readonly trashed_at: Date | null;
}

/** The file the caller may download: their own (even in the trash), or one published and not in the trash. Else 404. */
export async function downloadableFile(deps: DriveDeps, dtmNo: string, callerRowNo: string | null): Promise<DownloadableFile> {
  const row = await deps.db
    .selectFrom('files')
    .select(['dtm_no', 'file_name', 'file_extension', 'content_type', 'blob_key', 'dtms_json', 'owner_user_no', 'is_public', 'trashed_at'])
    .where('dtm_no', '=', dtmNo)
    .executeTakeFirst();
  if (!row) throw uploadErrors.fileNotFound();
  const mine = callerRowNo !== null && String(row.owner_user_no) === callerRowNo;
  if (!mine && !(row.is_public && row.trashed_at === null)) throw uploadErrors.fileNotFound();
  return { ...row, dtm_no: String(row.dtm_no), owner_user_no: String(row.owner_user_no), trashed_at: row.trashed_at === null ? null : new Date(row.trashed_at) };
}

/** The stored document (jsonb comes back parsed; older rows may hold text) as a DTMA, audioPath empty for a DTMS. */
export function storedDocument(dtmsJson: unknown): DtmaDocument | undefined {
  if (dtmsJson === null || dtmsJson === undefined) return undefined;
  const value = typeof dtmsJson === 'string' ? (JSON.parse(dtmsJson) as unknown) : dtmsJson;
  const isDtma = typeof value === 'object' && value !== null && Object.hasOwn(value, 'audioPath');
  return isDtma ? dtmaFromJson(value) : { ...dtmsFromJson(value), audioPath: '' };
}

export interface Content {
  readonly stream: Readable | Buffer;
  readonly size: number;
  readonly contentType: string | null;
}

/** The bytes to send for a file; 404 when it has none (its blob is gone and it has no document). */
export async function contentOf(deps: DriveDeps, file: DownloadableFile): Promise<Content> {
  if (file.blob_key !== null) {
    const stat = await deps.blobs.stat(file.blob_key);
    if (stat) {
      try {
        return { stream: await deps.blobs.get(file.blob_key), size: stat.size, contentType: file.content_type };
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
      }
    }
  }
  const document = storedDocument(file.dtms_json);
  if (!document) throw uploadErrors.fileNotFound();
  const first = document.items[0];
  if (file.file_extension === 'dtm' && first) {
    const bytes = Buffer.from(writeDtm(first.graphic.grid));
    return { stream: bytes, size: bytes.length, contentType: 'application/octet-stream' };
  }
  const text = file.file_extension === 'dtma' || document.audioPath !== '' ? serialiseDtma(document) : serialiseDtms(document);
  const bytes = Buffer.from(text, 'utf8');
  return { stream: bytes, size: bytes.length, contentType: 'application/json' };
}

/** The name a download is saved under: the drive name and its extension. */
export function downloadName(file: Pick<DownloadableFile, 'file_name' | 'file_extension'>): string {
  return file.file_extension ? `${file.file_name}.${file.file_extension}` : file.file_name;
}
