import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { serialiseDtma } from '../../../core/dtms/index.ts';
import type { DriveDeps } from '../driveDeps.ts';
import type { PagedFile } from '../uploads/pageAudio.ts';
import { pageRowsOf } from '../uploads/pageAudio.ts';
import { uploadErrors } from '../uploads/uploadErrors.ts';
import { storedDocument } from './fileContent.ts';

// GET /dtma/images?DTM_NO (spec §7: "downloads the image with its audio").
// Nothing public describes a DTMA bundle, so ours is a ZIP written as it is
// sent: `<name>.dtma` (the document, audioPath "audio/") and
// `audio/page-<n>.<mp3|m4a>` for each page with audio, n counting pages
// from 1 in file order. Audio is stored as is (it is compressed already).

export const DTMA_AUDIO_FOLDER = 'audio/';

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a' };

export interface DtmaArchive {
  readonly stream: Readable;
  readonly fileName: string;
}

/** Starts writing the archive of a file with pages; 404 when it has no document. Audio whose blob is missing is left out. */
export async function dtmaArchive(deps: DriveDeps, file: PagedFile): Promise<DtmaArchive> {
  const document = storedDocument(file.dtms_json);
  if (!document) throw uploadErrors.fileNotFound();
  const rows = await pageRowsOf(deps.db, file.dtm_no);
  const audio: { path: string; key: string; size: number }[] = [];
  for (const row of rows) {
    if (!row.audio_blob_key || row.page_no > document.items.length) continue;
    const stat = await deps.blobs.stat(row.audio_blob_key);
    if (!stat) continue;
    audio.push({ path: `${DTMA_AUDIO_FOLDER}page-${row.page_no}.${EXTENSION_OF_TYPE[row.audio_content_type ?? ''] ?? 'mp3'}`, key: row.audio_blob_key, size: stat.size });
  }
  const zip = new yazl.ZipFile();
  const dtma = serialiseDtma({ ...document, audioPath: audio.length > 0 ? DTMA_AUDIO_FOLDER : '' });
  // The drive name has no / \ : * ? " < > | (cleanItemName), so it cannot climb out of a folder when unpacked.
  zip.addBuffer(Buffer.from(dtma, 'utf8'), `${file.file_name}.dtma`, { mtime: deps.now() });
  for (const entry of audio) {
    // Opened one at a time, when the archive reaches them.
    zip.addReadStreamLazy(entry.path, { size: entry.size, compress: false, mtime: deps.now() }, (callback) => {
      deps.blobs.get(entry.key).then((stream) => callback(null, stream), (error: unknown) => callback(error, undefined as never));
    });
  }
  zip.end();
  return { stream: zip.outputStream as Readable, fileName: `${file.file_name}.zip` };
}
