import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { hasNul, nulMessage } from '../../http/nulGuard.ts';
import { uploadErrors } from './uploadErrors.ts';

// Reading a multipart form as it arrives (@fastify/multipart over busboy):
// fields are kept (they are small, by limit), each file part is handed to the
// route while it streams, in order. Nothing is buffered here.

/** Room for the form's boundaries, part headers and small fields on top of the files. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A FILE part as the routes see it. */
export interface IncomingFile {
  /** The content, as it arrives; `truncated` once the parser's own size limit cut it. */
  readonly file: MultipartFile['file'];
  /**
   * The name the client gave, '' when it gave none: `filename` is optional in
   * a form (RFC 7578 §4.2), and a part without it is taken as an unnamed file
   * (named Untitled in the drive), exactly as `filename=""` is.
   */
  readonly fileName: string;
}

export interface IntakeOptions {
  /** The most file parts; more is a 400. */
  readonly maxFiles: number;
  /** Each file part is cut at this many bytes (the parser's own guard; the route counts too). */
  readonly maxFileBytes: number;
  /** Called for each FILE part in order, with the fields that came before it. It must read the part to its end or throw. */
  readonly onFile: (part: IncomingFile, fields: ReadonlyMap<string, string>) => Promise<void>;
}

const FIELD_BYTES = 1024;

/**
 * Refuses before reading a body whose declared length is over `limitBytes`
 * plus the form's overhead. A missing or lying length is caught later by
 * counting the bytes themselves.
 */
export function checkDeclaredLength(request: FastifyRequest, limitBytes: number, tooLarge: () => Error): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes + FORM_OVERHEAD_BYTES) throw tooLarge();
}

/** Reads the whole form; returns its fields. Only parts named FILE may carry files. */
export async function readForm(request: FastifyRequest, options: IntakeOptions): Promise<ReadonlyMap<string, string>> {
  const fields = new Map<string, string>();
  const parts = request.parts({
    limits: { files: options.maxFiles, fileSize: options.maxFileBytes, fields: 20, fieldSize: FIELD_BYTES, fieldNameSize: 100, parts: options.maxFiles + 20, headerPairs: 50 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw uploadErrors.badRequest(`The field ${part.fieldname.slice(0, 40)} is too long.`);
      if (hasNul(part.fieldname) || hasNul(String(part.value))) throw uploadErrors.badRequest(nulMessage(`the form field ${part.fieldname.slice(0, 40)}`));
      fields.set(part.fieldname, String(part.value));
      continue;
    }
    if (part.fieldname !== 'FILE') throw uploadErrors.badRequest('Files must be sent in parts named FILE.');
    // The parser's typing says string, but a part sent as application/octet-stream without a filename has none.
    const fileName: string | undefined = part.filename;
    await options.onFile({ file: part.file, fileName: fileName ?? '' }, fields);
  }
  return fields;
}

/**
 * After a refusal the rest of the body may still be on its way: stop parsing
 * it and let it run off, so the client (still sending) reads our answer and
 * the connection stays usable.
 */
export function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  if (!raw.readableEnded) raw.resume();
}
