import type { FastifyReply } from 'fastify';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import { unsupportedTypeMessage, type UploadContext } from '../../../core/files/index.ts';
import { sendErrors } from '../../http/present.ts';
import { DriveError } from '../driveErrors.ts';
import { QuotaExceededError } from '../quota.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';

// Every way an upload, a download or a stored file can be refused, as one
// error type the routes answer with its status, code and English message. The
// web translates by code; nothing else (no stack, no path) reaches a client.

export class UploadError extends Error {
  readonly status: number;
  readonly code: string;
  /**
   * Whether the refusal concerns one file's content only (its kind, its
   * format, its size to be read, a ZIP's entries): in a request of several
   * files that one is refused and the others are still taken. Everything
   * else (the request's size, the quota, the folder, a broken body) refuses
   * the whole request.
   */
  readonly oneFile: boolean;
  constructor(status: number, code: string, msg: string, oneFile = false) {
    super(msg);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
    this.oneFile = oneFile;
  }
}

/**
 * Every file of the request was refused: answered with the first refusal's
 * status and one error per file, in the order the files were sent (a single
 * file's refusal is answered exactly as before).
 */
export class UploadRefusals extends UploadError {
  readonly all: readonly UploadError[];
  constructor(all: readonly UploadError[]) {
    const [first] = all;
    if (!first) throw new Error('UploadRefusals needs at least one refusal.');
    super(first.status, first.code, first.message);
    this.all = all;
  }
}

const C = DRIVE_ERROR_CODES;

/** '500MB' for 500 MiB, as the spec words it; a size that is not whole megabytes in bytes. */
export function sizeText(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib}MB` : `${bytes} bytes`;
}

export const uploadErrors = {
  /** Spec §8: 'File size must be under 500MB' (the limit itself is refused). */
  tooLarge: (limitBytes: number, what = 'File size') => new UploadError(413, C.fileTooLarge, `${what} must be under ${sizeText(limitBytes)}`),
  /** A file we read whole to check it (DTMS, DTM, BRF…) has a smaller limit than stored images and audio. */
  tooLargeToRead: (limitBytes: number) =>
    new UploadError(413, C.fileTooLarge, `DTMS, DTMA, DTMX, DTM, BRF and BRL files must be at most ${sizeText(limitBytes)}`, true),
  unsupported: (context: UploadContext) => new UploadError(415, C.unsupportedType, unsupportedTypeMessage(context), true),
  /** The content is not what it claims: `code` is the format error's (BAD_HEX, NOT_BRAILLE_ASCII, TRUNCATED…). */
  badFile: (code: string, message: string) => new UploadError(422, C.badFile, `${code}: ${message}`, true),
  aborted: () => new UploadError(400, C.uploadAborted, 'The upload was interrupted before the file was complete.'),
  quota: () => new UploadError(413, C.quotaExceeded, 'There is not enough space left in your drive for this file.'),
  zipUnsafe: (reason: string, message: string) => new UploadError(422, C.zipUnsafe, `${reason}: ${message}`, true),
  zipEmpty: () => new UploadError(422, C.zipEmpty, 'The ZIP file holds no DTMS, DTMX, DTMA, DTM, BRF or BRL file that could be added.', true),
  badRequest: (message: string) => new UploadError(400, SERVER_ERROR_CODES.badRequest, message),
  /** A USER_NO that is not the caller's (spec §8: 'Forbidden', shown as 'Access role does not exist'). */
  forbidden: () => new UploadError(403, 'FORBIDDEN', 'Forbidden'),
  fileNotFound: () => new UploadError(404, C.fileNotFound, 'No such file.'),
  folderNotFound: () => new UploadError(404, C.folderNotFound, 'No such folder.'),
};

/** The multipart plugin's own errors (by their codes), as our answers. */
function fromMultipart(error: { code?: unknown }, uploadLimitBytes: number): UploadError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadErrors.tooLarge(uploadLimitBytes);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return uploadErrors.badRequest('The form has too many parts, files or fields.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return uploadErrors.badRequest('A form field is not valid.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadErrors.badRequest('The upload must be sent as multipart/form-data.');
    case 'FST_MP_PREMATURE_CLOSE':
      return uploadErrors.aborted();
    default:
      return undefined;
  }
}

/** Busboy's exact words for a body that stopped before its end, or that was never a multipart form. */
function fromBusboy(error: Error): UploadError | undefined {
  if (error.message === 'Unexpected end of multipart data' || / terminated early due to unexpected end of multipart data$/.test(error.message)) {
    return uploadErrors.aborted();
  }
  if (['Multipart: Boundary not found', 'Boundary required', 'Unsupported Content-Type.', 'Missing Content-Type-header.'].includes(error.message)) {
    return uploadErrors.badRequest('The multipart body is not valid.');
  }
  return undefined;
}

/** The answer for an error of the upload routes; anything unknown is rethrown for the app's 500 handler. */
export function asUploadError(error: unknown, uploadLimitBytes: number): UploadError {
  if (error instanceof UploadError) return error;
  // A drive service's refusal inside an upload (a name too long, a folder gone, a conversion allowance used up).
  if (error instanceof DriveError) return new UploadError(error.status, error.code, error.message);
  if (error instanceof QuotaExceededError) return uploadErrors.quota();
  if (error instanceof Error) {
    const known = fromMultipart(error as { code?: unknown }, uploadLimitBytes) ?? fromBusboy(error);
    if (known) return known;
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return uploadErrors.aborted();
  }
  throw error;
}

export function sendUploadError(reply: FastifyReply, error: UploadError) {
  // A 503 here is "busy, nothing was done": say when to try again.
  if (error.status === 503) reply.header('Retry-After', '5');
  const all = error instanceof UploadRefusals ? error.all : [error];
  return sendErrors(reply, error.status, ...all.map((each) => ({ code: each.code, msg: each.message })));
}
