import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/callers.ts';
import { AUTH_CODES, forbidden, isOwnUserNo, optionalCaller } from '../../http/authGuards.ts';
import { sendErrors } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { isId } from '../../drive/folderRows.ts';
import { discardRest } from '../../drive/uploads/intake.ts';
import { Stash } from '../../drive/uploads/stash.ts';
import { asUploadError, sendUploadError, uploadErrors } from '../../drive/uploads/uploadErrors.ts';

// What the upload, download and stored-file routes share: who is calling,
// the USER_NO rule, ids, and one way to fail that cleans up what an upload
// wrote and answers with an errors list.

/** The signed-in caller; undefined once a 401 (or 503) has been sent. Guests have no drive. */
export async function signedInCaller(deps: DriveDeps, request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> {
  const caller = await optionalCaller(deps.resolveCaller, request, reply);
  if (caller === undefined) return undefined;
  if (caller === null) {
    reply.header('WWW-Authenticate', 'Bearer');
    sendErrors(reply, 401, { code: AUTH_CODES.unauthorized, msg: 'Please log in and try again.' });
    return undefined;
  }
  return caller;
}

/** A USER_NO the request names (query or form) must be the caller's; '' and absent say nothing. Sends 403 and returns false otherwise. */
export function userNoAllowed(caller: Caller | null, userNo: string | undefined, reply: FastifyReply): boolean {
  if (userNo === undefined || userNo === '' || isOwnUserNo(caller, userNo)) return true;
  forbidden(reply);
  return false;
}

/** A DTM_NO as the database knows it, or a 404 FILE_NOT_FOUND (a malformed id names no file). */
export function fileIdOf(value: string | undefined): string {
  if (value === undefined || !isId(value)) throw uploadErrors.fileNotFound();
  return value;
}

/** PAGE_NO: a page from 1 to 100. */
export function pageNoOf(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,2}$/.test(value) || Number(value) > 100) throw uploadErrors.badRequest('PAGE_NO must be a page number from 1 to 100.');
  return Number(value);
}

/**
 * Runs an upload: whatever `work` stored is discarded if it fails, the rest
 * of the body is let run off, and the failure is answered with its status
 * and code. Temporary files go in every case. Unknown errors go on to the
 * app's handler (a 500 that says nothing), after the same clean-up.
 */
export async function runUpload(deps: DriveDeps, request: FastifyRequest, reply: FastifyReply, work: (stash: Stash) => Promise<unknown>) {
  const stash = new Stash(deps.blobs);
  try {
    return await work(stash);
  } catch (error) {
    await stash.discard();
    discardRest(request);
    return sendUploadError(reply, asUploadError(error, deps.config.uploadLimitBytes));
  } finally {
    await stash.removeTemporary();
  }
}

/** Runs a read-only route, answering UploadErrors (404s, 400s) with their codes. */
export async function runRead(deps: DriveDeps, reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (error) {
    return sendUploadError(reply, asUploadError(error, deps.config.uploadLimitBytes));
  }
}
