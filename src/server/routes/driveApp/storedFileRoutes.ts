import type { FastifyInstance } from 'fastify';
import { DRIVE_FILE_PREFIX } from '../../../shared/api/driveAppPaths.ts';
import { optionalCaller } from '../../http/authGuards.ts';
import { sendErrors } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { setAttachmentHeaders } from '../../drive/downloads/attachment.ts';
import { SERVABLE_KEY, fileUrlKey, type SignedQuery, type UrlAudience } from '../../drive/fileUrls.ts';
import { isFolderTrashed } from '../../drive/folderTree.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { runRead } from './fileRouteSupport.ts';
import { DAISY_BLOB_KEY } from '../../daisy/store/daisyBlobs.ts';

// Stored images, page audio and DAISY books' audio (spec §7:
// /drive-app/file/{image}; issue 23), for <img> and <audio>, which send no token: a signed address (fileUrls.ts), or
// the owner's bearer token. A bad or expired signature is 403; no access
// otherwise is 404, exactly like a key that does not exist, and that
// includes a good signature whose file was since unpublished, trashed or
// deleted (the address was given while it was readable, and no longer is).

interface StoredBlob {
  readonly ownerRowNo: string;
  readonly fileName: string;
  readonly contentType: string | null;
  /** The state of the file holding it: signed addresses follow it. */
  readonly published: boolean;
  readonly trashed: boolean;
  readonly groupNo: string | null;
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

/** A DAISY book's audio file (daisy/<dtm_no>/<uuid>): held by the document, named after it and its path in the book. */
async function daisyHolderOf(deps: DriveDeps, key: string, stateOf: (file: { owner_user_no: string; is_public: boolean; trashed_at: Date | null; dtm_group_no: string | null }) => Omit<StoredBlob, 'fileName' | 'contentType'>): Promise<StoredBlob | undefined> {
  const row = await deps.db
    .selectFrom('daisy_files')
    .innerJoin('files', 'files.dtm_no', 'daisy_files.dtm_no')
    .select(['files.owner_user_no', 'files.file_name', 'files.is_public', 'files.trashed_at', 'files.dtm_group_no', 'daisy_files.path', 'daisy_files.content_type'])
    .where('daisy_files.blob_key', '=', key)
    .executeTakeFirst();
  // Only the book's audio is served here; its text comes in the ZIP (GET /doc/daisy).
  if (!row || row.content_type !== 'audio/mpeg') return undefined;
  // A book is its owner's alone, published document or not: the address works for the owner's audience only.
  return { ...stateOf(row), published: false, fileName: `${row.file_name} ${row.path.replace(/\//g, ' ')}`, contentType: row.content_type };
}

/** The row that holds a blob key: a file's content, a page's audio, or a DAISY book's audio. */
async function holderOf(deps: DriveDeps, key: string): Promise<StoredBlob | undefined> {
  const fileState = ['files.owner_user_no', 'files.file_name', 'files.is_public', 'files.trashed_at', 'files.dtm_group_no'] as const;
  const stateOf = (file: { owner_user_no: string; is_public: boolean; trashed_at: Date | null; dtm_group_no: string | null }) => ({
    ownerRowNo: String(file.owner_user_no),
    published: file.is_public,
    trashed: file.trashed_at !== null,
    groupNo: file.dtm_group_no === null ? null : String(file.dtm_group_no),
  });
  if (DAISY_BLOB_KEY.test(key)) return daisyHolderOf(deps, key, stateOf);
  if (key.startsWith('files/')) {
    const file = await deps.db.selectFrom('files').select([...fileState, 'files.file_extension', 'files.content_type']).where('files.blob_key', '=', key).executeTakeFirst();
    return file && { ...stateOf(file), fileName: `${file.file_name}.${file.file_extension}`, contentType: file.content_type };
  }
  const page = await deps.db
    .selectFrom('file_pages')
    .innerJoin('files', 'files.dtm_no', 'file_pages.dtm_no')
    .select([...fileState, 'file_pages.page_no', 'file_pages.audio_content_type'])
    .where('file_pages.audio_blob_key', '=', key)
    .executeTakeFirst();
  const extension = AUDIO_EXTENSIONS[page?.audio_content_type ?? ''] ?? 'mp3';
  return page && { ...stateOf(page), fileName: `${page.file_name} page ${page.page_no}.${extension}`, contentType: page.audio_content_type };
}

/**
 * Whether a valid address still opens its content: one given to the owner
 * while the file is out of the trash, one given to anyone while the file is
 * also published. Otherwise it answers like a missing file.
 */
async function addressStillGood(deps: DriveDeps, holder: StoredBlob, audience: UrlAudience): Promise<boolean> {
  if (holder.trashed || (audience === 'public' && !holder.published)) return false;
  return !(await isFolderTrashed(deps.db, holder.groupNo));
}

export function registerStoredFileRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get<{ Params: { '*': string }; Querystring: SignedQuery }>(`${DRIVE_FILE_PREFIX}/*`, async (request, reply) => {
    const key = request.params['*'];
    const { exp, aud, sig } = request.query;
    return runRead(deps, reply, async () => {
      if (!SERVABLE_KEY.test(key) && !DAISY_BLOB_KEY.test(key)) throw uploadErrors.fileNotFound();
      let allowed: boolean;
      let holder: StoredBlob | undefined;
      if (exp !== undefined || aud !== undefined || sig !== undefined) {
        const check = (await fileUrlKey(deps)).check(key, { exp, aud, sig });
        if (check.kind !== 'valid') return sendErrors(reply, 403, { code: 'FORBIDDEN', msg: check.kind === 'expired' ? 'The address has expired.' : 'The address is not valid.' });
        holder = await holderOf(deps, key);
        allowed = holder !== undefined && (await addressStillGood(deps, holder, check.audience));
      } else {
        // No address: the owner's token, whatever the file's state (the owner may read their own trash).
        const caller = await optionalCaller(deps.resolveCaller, request, reply);
        if (caller === undefined) return reply;
        holder = await holderOf(deps, key);
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
