import { readFile, readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

// s3rver 3.7.1 (and its fork @20minutes/s3rver 5.0.0) can create, fill and
// complete a multipart upload but not list, list the parts of, or abort one:
// it answers NotImplemented or MethodNotAllowed. Real S3, MinIO and Ceph can.
// This middleware adds those three operations, as AWS documents them, over
// the folders s3rver keeps its uploads in (<dir>/<bucket>/._S3rver_uploads/
// <upload id>/ with `key`, written when the upload starts, and one file per
// part), so the S3 blob store's clean-up is tested against the SDK's own
// requests and parsing. It does not check signatures (the rest of s3rver does).
// It also answers ListObjectsV2 (without a delimiter, the store's only use):
// s3rver makes its continuation tokens with DES, which OpenSSL 3 (Node 17 and
// later) no longer offers, so any listing longer than a page fails there
// with InternalError; here the token is the last key, over s3rver's own
// listing.

interface S3rverObject {
  readonly key: string;
  readonly size: number;
  readonly lastModifiedDate: Date;
  readonly metadata: Record<string, string | undefined>;
}

interface Context {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string | undefined>;
  readonly store: { listObjects(bucket: string, options: { prefix: string; startAfter: string; maxKeys: number }): Promise<{ objects: S3rverObject[]; isTruncated: boolean }> };
  status: number;
  body: unknown;
}

interface Upload {
  readonly key: string;
  readonly uploadId: string;
  readonly initiated: Date;
  readonly dir: string;
}

const uploadsDir = (directory: string, bucket: string) => join(directory, bucket, '._S3rver_uploads');

async function uploadsOf(directory: string, bucket: string): Promise<Upload[]> {
  const root = uploadsDir(directory, bucket);
  const ids = await readdir(root).catch(() => []);
  const uploads: Upload[] = [];
  for (const uploadId of ids) {
    const dir = join(root, uploadId);
    const keyFile = join(dir, 'key');
    const [key, info] = await Promise.all([readFile(keyFile, 'utf8').catch(() => undefined), stat(keyFile).catch(() => undefined)]);
    if (key !== undefined && info) uploads.push({ key, uploadId, initiated: info.mtime, dir });
  }
  return uploads.sort((a, b) => (a.key === b.key ? a.uploadId.localeCompare(b.uploadId) : a.key < b.key ? -1 : 1));
}

async function partsOf(upload: Upload) {
  const names = (await readdir(upload.dir)).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b));
  return Promise.all(
    names.map(async (name) => {
      const [info, md5] = await Promise.all([stat(join(upload.dir, name)), readFile(join(upload.dir, `${name}.md5`), 'utf8').catch(() => '')]);
      return { PartNumber: Number(name), LastModified: info.mtime.toISOString(), ETag: `"${md5}"`, Size: info.size };
    }),
  );
}

const noSuchUpload = (context: Context) => {
  context.status = 404;
  context.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
};

/** GET /bucket?uploads: the uploads under `prefix`, in key then id order, `max-uploads` a page. */
async function listUploads(context: Context, directory: string, bucket: string): Promise<void> {
  const { prefix = '', 'key-marker': keyMarker = '', 'upload-id-marker': idMarker = '' } = context.query;
  const max = Number(context.query['max-uploads'] ?? 1000);
  const after = (upload: Upload) => upload.key > keyMarker || (upload.key === keyMarker && idMarker !== '' && upload.uploadId > idMarker);
  const matching = (await uploadsOf(directory, bucket)).filter((upload) => upload.key.startsWith(prefix) && (keyMarker === '' || after(upload)));
  const page = matching.slice(0, max);
  const last = page.at(-1);
  const truncated = matching.length > page.length && last !== undefined;
  context.status = 200;
  context.body = {
    ListMultipartUploadsResult: {
      Bucket: bucket,
      Prefix: prefix,
      MaxUploads: max,
      IsTruncated: truncated,
      ...(truncated ? { NextKeyMarker: last.key, NextUploadIdMarker: last.uploadId } : {}),
      Upload: page.map((upload) => ({ Key: upload.key, UploadId: upload.uploadId, Initiated: upload.initiated.toISOString(), StorageClass: 'STANDARD' })),
    },
  };
}

/** GET /bucket?list-type=2: a page of keys after the continuation token (the last key of the page before, in base64). */
async function listObjects(context: Context, bucket: string): Promise<void> {
  const { prefix = '', 'continuation-token': token, 'start-after': startAfter = '' } = context.query;
  const max = Math.min(Number(context.query['max-keys'] ?? 1000), 1000);
  const after = token === undefined ? startAfter : Buffer.from(token, 'base64').toString('utf8');
  const { objects, isTruncated } = await context.store.listObjects(bucket, { prefix, startAfter: after, maxKeys: max });
  const last = objects.at(-1);
  context.status = 200;
  context.body = {
    ListBucketResult: {
      Name: bucket,
      Prefix: prefix,
      MaxKeys: max,
      KeyCount: objects.length,
      IsTruncated: isTruncated,
      ...(isTruncated && last ? { NextContinuationToken: Buffer.from(last.key).toString('base64') } : {}),
      Contents: objects.map((object) => ({ Key: object.key, LastModified: object.lastModifiedDate.toISOString(), ETag: object.metadata['etag'], Size: object.size, StorageClass: 'STANDARD' })),
    },
  };
}

/** Handles ListMultipartUploads, ListParts, AbortMultipartUpload and ListObjectsV2; passes anything else on to s3rver. */
export function multipartUploadsMiddleware(directory: string) {
  return async (context: Context, next: () => Promise<void>): Promise<void> => {
    const [, bucket, ...keyParts] = context.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucket === undefined || bucket === '') return next();
    if (context.method === 'GET' && key === '' && 'uploads' in context.query) return listUploads(context, directory, bucket);
    if (context.method === 'GET' && key === '' && context.query['list-type'] === '2' && !context.query['delimiter']) return listObjects(context, bucket);
    const uploadId = context.query['uploadId'];
    if (uploadId === undefined || key === '' || !(context.method === 'GET' || context.method === 'DELETE')) return next();
    const upload = (await uploadsOf(directory, bucket)).find((candidate) => candidate.uploadId === uploadId && candidate.key === key);
    if (!upload) return noSuchUpload(context);
    if (context.method === 'DELETE') {
      await rm(upload.dir, { recursive: true, force: true });
      context.status = 204;
      context.body = null;
      return;
    }
    context.status = 200;
    context.body = { ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part: await partsOf(upload) } };
  };
}

/** Makes uploads under way (all, or the one `uploadId` names) look begun, and with `partsToo` last written, at `when`: tests of the clean-up's age rule. */
export async function backdateUploads(directory: string, bucket: string, when: Date, options: { readonly partsToo: boolean; readonly uploadId?: string }): Promise<void> {
  for (const upload of await uploadsOf(directory, bucket)) {
    if (options.uploadId !== undefined && upload.uploadId !== options.uploadId) continue;
    const names = options.partsToo ? await readdir(upload.dir) : ['key'];
    for (const name of names) await utimes(join(upload.dir, name), when, when);
  }
}

/** How many uploads are under way in the bucket (for "nothing left behind"). */
export async function uploadsUnderWay(directory: string, bucket: string): Promise<number> {
  return (await uploadsOf(directory, bucket)).length;
}
