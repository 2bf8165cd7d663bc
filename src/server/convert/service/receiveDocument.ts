import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/callers.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { checkFormUserNo } from '../../drive/uploads/driveUpload.ts';
import { checkDeclaredLength, readForm } from '../../drive/uploads/intake.ts';
import { receiveFile, type Received } from '../../drive/uploads/receive.ts';
import type { Stash } from '../../drive/uploads/stash.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { isWordPackage } from './wordPackage.ts';

// The one FILE of a conversion's form (POST /doc/html-convert, POST
// /image/pdfToText), spooled to disk as it arrives and known by its bytes:
// a PDF header, or (where Word documents are taken) a ZIP whose directory
// names word/document.xml. Anything else is 415 before the form is done.

export interface ReceivedDocument {
  readonly received: Received & { readonly spoolPath: string };
  readonly fields: ReadonlyMap<string, string>;
}

export async function receiveDocument(request: FastifyRequest, caller: Caller, deps: DriveDeps, stash: Stash, takes: 'pdf-or-docx' | 'pdf'): Promise<ReceivedDocument> {
  const limit = deps.config.uploadLimitBytes - 1;
  checkDeclaredLength(request, limit, () => uploadErrors.tooLarge(deps.config.uploadLimitBytes));
  let received: Received | undefined;
  const fields = await readForm(request, {
    maxFiles: 1,
    maxFileBytes: limit,
    onFile: async (part, fieldsSoFar) => {
      checkFormUserNo(fieldsSoFar, caller);
      received = await receiveFile(
        part.file,
        {
          fileName: part.fileName,
          context: 'document',
          ...(takes === 'pdf' ? { refuse: (kind) => (kind === 'pdf' ? undefined : uploadErrors.unsupported('document')) } : {}),
          sinkFor: () => 'spool',
          requestBytes: limit,
          quotaBytes: Number.MAX_SAFE_INTEGER,
          truncated: () => part.file.truncated,
          sourceError: (error) => error,
        },
        deps,
        stash,
      );
    },
  });
  checkFormUserNo(fields, caller);
  if (received?.spoolPath === undefined) throw uploadErrors.badRequest('Send the file in a part named FILE.');
  if (received.kind === 'zip' && !(await isWordPackage(received.spoolPath))) throw uploadErrors.unsupported('document');
  return { received: received as ReceivedDocument['received'], fields };
}
