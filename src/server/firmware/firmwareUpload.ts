import type { FastifyRequest } from 'fastify';
import { hasNul, nulMessage } from '../http/nulGuard.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import { storeFirmwareFile, type StoredFirmware } from './firmwareBlobs.ts';
import { firmwareRefusal } from './firmwareErrors.ts';
import { NOTES_MAX_CHARS, RELEASE_FIELDS } from './releaseFields.ts';

// Reading a new release's form as it arrives: the fields are kept (small),
// the one FILE part streams into the blob store with its hash computed on
// the way. The fields may come before or after the file; they are checked
// once the form is whole (firmwareCatalogue.ts). A refusal at any point
// removes the blob written, so a refused upload leaves nothing behind.

/** Room for the form's boundaries, part headers and fields on top of the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** NOTES may be 8000 characters of any script: 4 bytes each at most. */
const FIELD_BYTES = NOTES_MAX_CHARS * 4;

export interface ReceivedRelease {
  readonly fields: ReadonlyMap<string, string>;
  /** The FILE part as stored, with the name the client gave ('' for none). */
  readonly file: (StoredFirmware & { readonly fileName: string }) | undefined;
}

/** Refuses before reading a body whose declared length cannot hold a file of at most `maxBytes`. */
export function checkDeclaredLength(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw firmwareRefusal.tooLarge(maxBytes);
}

export async function receiveRelease(request: FastifyRequest, blobs: BlobStore, maxBytes: number): Promise<ReceivedRelease> {
  const fields = new Map<string, string>();
  let file: ReceivedRelease['file'];
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: maxBytes, fields: RELEASE_FIELDS.length + 4, fieldSize: FIELD_BYTES, fieldNameSize: 100, parts: RELEASE_FIELDS.length + 5, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const name = part.fieldname.slice(0, 40);
        if (part.valueTruncated || part.fieldnameTruncated) throw firmwareRefusal.badRequest(`The form field ${name} is too long.`);
        if (hasNul(part.fieldname) || hasNul(String(part.value))) throw firmwareRefusal.badRequest(nulMessage(`the form field ${name}`));
        if (fields.has(part.fieldname)) throw firmwareRefusal.badRequest(`The form field ${name} was sent more than once.`);
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'FILE') throw firmwareRefusal.badRequest('Send the firmware file in a part named FILE.');
      // The parser's typing says string, but a part without a filename has none.
      const fileName: string | undefined = part.filename;
      if (file) throw firmwareRefusal.source('Send one firmware FILE only.');
      const stored = await storeFirmwareFile(blobs, part.file, maxBytes);
      file = { ...stored, fileName: fileName ?? '' };
      if (part.file.truncated) throw firmwareRefusal.tooLarge(maxBytes);
      if (stored.size === 0) {
        await blobs.delete(stored.key);
        file = undefined;
        // A browser sends an unchosen file input as an empty part without a name: no file. A named empty file is a mistake.
        if (fileName) throw firmwareRefusal.source(`The FILE ${fileName.slice(0, 80)} is empty: choose the firmware image itself.`);
      }
    }
  } catch (error) {
    if (file) await blobs.delete(file.key).catch(() => undefined);
    throw error;
  }
  return { fields, file };
}
