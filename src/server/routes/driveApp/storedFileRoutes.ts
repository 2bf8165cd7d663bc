import type { FastifyInstance } from 'fastify';
import { DRIVE_FILE_PREFIX } from '../../../shared/api/driveAppPaths.ts';
import { optionalCaller } from '../../http/authGuards.ts';
import { sendErrors } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { setAttachmentHeaders } from '../../drive/downloads/attachment.ts';
import { SERVABLE_KEY, fileUrlSigner } from '../../drive/fileUrls.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { runRead } from './fileRouteSupport.ts';

// Stored images and page audio (spec §7: /drive-app/file/{image}), for
// <img> and <audio>, which send no token: a signed address (fileUrls.ts), or
// the owner's bearer token. A bad or expired signature is 403; no access
// otherwise is 404, exactly like a key that does not exist.

interface StoredBlob {
  readonly ownerRowNo: string;
  readonly fileName: string;
  readonly contentType: string | null;
}

/**
 * One `Range: bytes=a-b` (or `a-`, or `-n` for the last n bytes) within
 * `size`: Safari plays <audio> only from a server that answers ranges.
 * Several ranges, or none, mean the whole content; 'unsatisfiable' past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] as string, match[2] as string];
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

const AUDIO_EXTENSIONS: Readonly<Record<string, string>> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a' };

/** The row that holds a blob key: a file's content, or a page's audio. */
async function holderOf(deps: DriveDeps, key: string): Promise<StoredBlob | undefined> {
  if (key.startsWith('files/')) {
    const file = await deps.db.selectFrom('files').select(['owner_user_no', 'file_name', 'file_extension', 'content_type']).where('blob_key', '=', key).executeTakeFirst();
    return file && { ownerRowNo: String(file.owner_user_no), fileName: `${file.file_name}.${file.file_extension}`, contentType: file.content_type };
  }
  const page = await deps.db
    .selectFrom('file_pages')
    .innerJoin('files', 'files.dtm_no', 'file_pages.dtm_no')
    .select(['files.owner_user_no', 'files.file_name', 'file_pages.page_no', 'file_pages.audio_content_type'])
    .where('file_pages.audio_blob_key', '=', key)
    .executeTakeFirst();
  const extension = AUDIO_EXTENSIONS[page?.audio_content_type ?? ''] ?? 'mp3';
  return page && { ownerRowNo: String(page.owner_user_no), fileName: `${page.file_name} page ${page.page_no}.${extension}`, contentType: page.audio_content_type };
}

export function registerStoredFileRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(`${DRIVE_FILE_PREFIX}/*`, async (request, reply) => {
    const key = request.params['*'];
    const { exp, sig } = request.query;
    return runRead(deps, reply, async () => {
      if (!SERVABLE_KEY.test(key)) throw uploadErrors.fileNotFound();
      let allowed = false;
      if (exp !== undefined || sig !== undefined) {
        const check = (await fileUrlSigner(deps)).check(key, exp, sig);
        if (check !== 'valid') return sendErrors(reply, 403, { code: 'FORBIDDEN', msg: check === 'expired' ? 'The address has expired.' : 'The address is not valid.' });
        allowed = true;
      }
      const holder = await holderOf(deps, key);
      if (!allowed) {
        const caller = await optionalCaller(deps.resolveCaller, request, reply);
        if (caller === undefined) return reply;
        allowed = caller !== null && holder !== undefined && holder.ownerRowNo === caller.userRowNo;
      }
      const stat = holder && allowed ? await deps.blobs.stat(key) : undefined;
      if (!holder || !allowed || !stat) throw uploadErrors.fileNotFound();
      const headers = { fileName: holder.fileName, contentType: holder.contentType, cache: 'private, max-age=600' };
      reply.header('Accept-Ranges', 'bytes');
      const range = byteRange(request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${stat.size}`);
        return sendErrors(reply, 416, { code: 'BAD_REQUEST', msg: 'The range asked for is outside the content.' });
      }
      if (range) {
        setAttachmentHeaders(reply, { ...headers, size: range.end - range.start + 1 }).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
        return reply.code(206).send(await deps.blobs.get(key, range));
      }
      return setAttachmentHeaders(reply, { ...headers, size: stat.size }).send(await deps.blobs.get(key));
    });
  });
}
