import type { FastifyRequest } from 'fastify';
import type { UploadContext } from '../../../core/files/index.ts';
import type { WireFile, WireUploadRefusal } from '../../../shared/api/driveAppTypes.ts';
import type { Caller } from '../../auth/callers.ts';
import type { DriveDeps } from '../driveDeps.ts';
import type { FileRow } from '../fileRows.ts';
import { ownFolderTarget } from '../folderRows.ts';
import { remaining } from '../quota.ts';
import type { ZipSkip } from '../../zip/zipReader.ts';
import { commitFiles } from './commit.ts';
import { checkContent, refusedNameOf, type CheckedFile } from './content.ts';
import { checkDeclaredLength, readForm } from './intake.ts';
import { receiveFile } from './receive.ts';
import type { Stash } from './stash.ts';
import { drain } from './streams.ts';
import { UploadError, UploadRefusals, uploadErrors } from './uploadErrors.ts';
import { unpackZip } from './zipUpload.ts';

// An upload into the drive (POST /doc/image, POST /dtms/images), start to
// end: the declared length, the form as it streams, each file sniffed,
// stored, checked (a ZIP unpacked), then every row in one transaction. A
// file refused for its own content (its kind, its format, a ZIP with nothing
// to take) is set aside with its reason and its blob removed at once, and the
// other files go on; when nothing is left to store, the first refusal is the
// answer. Any other failure leaves the stash for the route to discard: no
// row, no blob.

export interface DriveUploadOptions {
  readonly context: Extract<UploadContext, 'tactile' | 'image'>;
  readonly maxFiles: number;
}

export interface DriveUploadResult {
  readonly items: WireFile[];
  readonly skipped: ZipSkip[];
  /** Files refused for their own content while others were taken, in the order sent. */
  readonly refused: WireUploadRefusal[];
  readonly fields: ReadonlyMap<string, string>;
}

/** A USER_NO in the form must be the caller's own ('' says nothing). */
export function checkFormUserNo(fields: ReadonlyMap<string, string>, caller: Caller): void {
  const userNo = fields.get('USER_NO');
  if (userNo !== undefined && userNo !== '' && userNo !== caller.userNo) throw uploadErrors.forbidden();
}

/**
 * Files of one request together stay under the limit: a file of exactly the
 * limit is refused (spec §5 'under 500 MB'). Each added row is answered as
 * `present` words it.
 */
export async function uploadToDrive(
  request: FastifyRequest,
  caller: Caller,
  deps: DriveDeps,
  stash: Stash,
  options: DriveUploadOptions,
  present: (row: FileRow) => WireFile,
): Promise<DriveUploadResult> {
  const limit = deps.config.uploadLimitBytes - 1;
  checkDeclaredLength(request, limit, () => uploadErrors.tooLarge(deps.config.uploadLimitBytes));
  const owner = caller.userRowNo;
  let spaceLeft = (await remaining(deps.db, owner, deps.config.quotaBytes)).REMAINING_BYTES;
  let requestLeft = limit;
  let folderChecked = false;
  const files: CheckedFile[] = [];
  const skipped: ZipSkip[] = [];
  const refusals: { readonly name: string; readonly error: UploadError }[] = [];

  const fields = await readForm(request, {
    maxFiles: options.maxFiles,
    maxFileBytes: limit,
    onFile: async (part, fieldsSoFar) => {
      checkFormUserNo(fieldsSoFar, caller);
      // A folder named before the file is checked before its bytes are stored (fail fast); the commit checks again.
      if (!folderChecked && fieldsSoFar.has('DTM_GROUP_NO')) {
        if ((await ownFolderTarget(deps.db, owner, fieldsSoFar.get('DTM_GROUP_NO'))) === undefined) throw uploadErrors.folderNotFound();
        folderChecked = true;
      }
      const mark = stash.mark;
      try {
        const received = await receiveFile(
          part.file,
          {
            fileName: part.fileName,
            context: options.context,
            sinkFor: (kind) => (kind === 'zip' ? 'spool' : 'files'),
            requestBytes: requestLeft,
            quotaBytes: spaceLeft,
            truncated: () => part.file.truncated,
            sourceError: (error) => error,
          },
          deps,
          stash,
        );
        requestLeft -= received.size;
        if (received.spoolPath) {
          const unpacked = await unpackZip(received.spoolPath, received.size, spaceLeft, deps, stash);
          // The archive is done with: its files are blobs now.
          await stash.removeTemporary();
          files.push(...unpacked.files);
          skipped.push(...unpacked.skipped);
          spaceLeft -= unpacked.files.reduce((sum, file) => sum + file.sizeBytes, 0);
        } else {
          files.push(await checkContent(received, deps.blobs));
          spaceLeft -= received.size;
        }
      } catch (error) {
        if (!(error instanceof UploadError) || !error.oneFile) throw error;
        // This file alone is refused: what it wrote goes now, the rest of its part is read off the wire.
        await stash.discardSince(mark);
        if (!part.file.readableEnded && !part.file.destroyed) await drain(part.file);
        // Its bytes count against the request's limit as a stored file's do (the parser counts them all, read or drained).
        if (part.file.truncated || part.file.bytesRead > requestLeft) throw uploadErrors.tooLarge(deps.config.uploadLimitBytes);
        requestLeft -= part.file.bytesRead;
        refusals.push({ name: refusedNameOf(part.fileName), error });
      }
    },
  });
  checkFormUserNo(fields, caller);
  const [firstRefusal] = refusals;
  if (files.length === 0) throw firstRefusal ? new UploadRefusals(refusals.map(({ error }) => error)) : uploadErrors.badRequest('Send the file in a part named FILE.');
  const items = await commitFiles(deps, owner, fields.get('DTM_GROUP_NO'), files, present);
  const refused = refusals.map(({ name, error }) => ({ NAME: name, CODE: error.code, MSG: error.message }));
  return { items, skipped, refused, fields };
}
