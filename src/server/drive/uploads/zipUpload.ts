import { isAccepted } from '../../../core/files/index.ts';
import { readZip, ZipRefusal, asZipRefusal, type ZipSkip } from '../../zip/zipReader.ts';
import type { DriveDeps } from '../driveDeps.ts';
import { checkContent, type CheckedFile } from './content.ts';
import { receiveFile } from './receive.ts';
import type { Stash } from './stash.ts';
import { UploadError, uploadErrors } from './uploadErrors.ts';

// A ZIP of tactile files (POST /dtms/images): every entry that is a DTMS,
// DTMX, DTMA, DTM, BRF or BRL by content becomes a file, checked exactly as a
// single upload is; anything else is listed as skipped with a reason code.
// Archives inside are not opened. The caller commits every file in one
// transaction, so a refused archive leaves nothing.

/** An entry that is left out, with its reason code (WireUploadResult.SKIPPED). */
class EntrySkip extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

export interface ZipResult {
  readonly files: CheckedFile[];
  readonly skipped: ZipSkip[];
}

/** A refusal of the whole archive as the client is told it. */
function asUploadRefusal(refusal: ZipRefusal): UploadError {
  return refusal.kind === 'unsafe' ? uploadErrors.zipUnsafe(refusal.reason, refusal.message) : uploadErrors.badFile(refusal.reason, refusal.message);
}

/** Why an entry that failed its checks is skipped; errors that concern the whole upload are rethrown. */
function skipReasonOf(error: unknown): string {
  if (error instanceof EntrySkip) return error.reason;
  if (error instanceof UploadError && error.code === 'BAD_FILE') return 'BAD_FILE';
  if (error instanceof UploadError && error.code === 'FILE_TOO_LARGE') return 'TOO_LARGE';
  throw error;
}

/** Unpacks the spooled ZIP at `spoolPath` into checked files (their blobs in `stash`); `quotaBytes` is the space left. */
export async function unpackZip(spoolPath: string, archiveBytes: number, quotaBytes: number, deps: DriveDeps, stash: Stash): Promise<ZipResult> {
  const files: CheckedFile[] = [];
  let spaceLeft = quotaBytes;
  try {
    const skipped = await readZip(
      spoolPath,
      archiveBytes,
      { maxEntries: deps.config.zipMaxEntries, maxUnpackedBytes: deps.config.zipMaxUnpackedBytes },
      async (entry, content) => {
        let blobKey: string | undefined;
        try {
          const received = await receiveFile(
            content,
            {
              fileName: entry.baseName,
              context: 'tactileFile',
              refuse: (kind) => (kind === 'zip' ? new EntrySkip('NESTED_ARCHIVE') : isAccepted('tactileFile', kind) ? undefined : new EntrySkip('UNSUPPORTED_TYPE')),
              sinkFor: () => 'files',
              requestBytes: Number.POSITIVE_INFINITY,
              quotaBytes: spaceLeft,
              sourceError: asZipRefusal,
            },
            deps,
            stash,
          );
          blobKey = received.blobKey;
          const checked = await checkContent(received, deps.blobs);
          files.push(checked);
          spaceLeft -= checked.sizeBytes;
          return undefined;
        } catch (error) {
          const reason = skipReasonOf(error);
          // A skipped entry's blob goes now: the upload may still succeed with the others.
          if (blobKey) await deps.blobs.delete(blobKey);
          return reason;
        }
      },
    );
    if (files.length === 0) throw uploadErrors.zipEmpty();
    return { files, skipped };
  } catch (error) {
    if (error instanceof ZipRefusal) throw asUploadRefusal(error);
    throw error;
  }
}
