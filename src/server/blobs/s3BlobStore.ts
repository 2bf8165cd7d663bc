import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3ServiceException,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';
import { BlobNotFoundError, assertValidKey, isValidKey, putThroughWriter, type BlobEntry, type BlobStore } from './blobStore.ts';
import { S3BlobWriter } from './s3BlobWriter.ts';

export interface S3BlobStoreOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** Put before every key ("tactile/"), so one bucket can hold other things too; '' for none. */
  readonly prefix?: string;
  /** Bytes per multipart part; 5 MiB (S3's smallest) by default. */
  readonly partSize?: number;
  /** Parts sent at once per write; 2 by default. */
  readonly queueSize?: number;
  /** Keys or uploads asked for per listing page; 1000 (S3's most) by default. Tests make it small. */
  readonly pageSize?: number;
}

export const MIN_PART_SIZE = 5 * 1024 * 1024;

/** The store answered 404 (NoSuchKey for GetObject, NotFound for HeadObject, NoSuchUpload). */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** The store has no such operation (some S3-compatible servers list no multipart uploads). */
function isNotImplemented(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotImplemented' || error.$metadata.httpStatusCode === 501);
}

/**
 * Blobs as objects in an S3-compatible bucket. A write is visible only once it
 * is complete (see S3BlobWriter); reads may ask for a byte range; listing and
 * clean-up page through the bucket, so memory does not grow with its size.
 */
export function s3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { client, bucket } = options;
  const prefix = options.prefix ?? '';
  const partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
  const queueSize = Math.max(options.queueSize ?? 2, 1);
  const pageSize = options.pageSize ?? 1000;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return prefix + key;
  };

  /** Whether a part of the upload was stored at or after `since`: a write still under way in another process. */
  const touchedSince = async (upload: MultipartUpload, since: Date): Promise<boolean> => {
    let marker: string | undefined;
    do {
      const page = await client.send(new ListPartsCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId, MaxParts: pageSize, PartNumberMarker: marker }));
      if ((page.Parts ?? []).some((part) => part.LastModified !== undefined && part.LastModified >= since)) return true;
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker !== undefined);
    return false;
  };

  async function* uploadsUnder(keyPrefix: string): AsyncGenerator<MultipartUpload> {
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: keyPrefix, MaxUploads: pageSize, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
      yield* page.Uploads ?? [];
      if (!page.IsTruncated) return;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  const store: BlobStore = {
    writer(key, writeOptions = {}) {
      return new S3BlobWriter({ client, bucket, key: objectKey(key), maxBytes: writeOptions.maxBytes ?? Number.POSITIVE_INFINITY, partSize, queueSize });
    },

    put(key, content, putOptions) {
      return putThroughWriter(store, key, content, putOptions);
    },

    async get(key, range) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        if (!(object.Body instanceof Readable)) throw new Error(`The store gave no stream for ${key}.`);
        return object.Body;
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list(keyPrefix): AsyncGenerator<BlobEntry> {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + keyPrefix, MaxKeys: pageSize, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // An object put there by other means under a name no key can have is not ours to list.
          if (key === undefined || !isValidKey(key)) continue;
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },

    async removeUnfinished(before) {
      let removed = 0;
      try {
        for await (const upload of uploadsUnder(prefix)) {
          if (upload.Initiated === undefined || upload.Initiated >= before) continue;
          // Begun long ago but still sending parts: a slow upload in another process, not a leftover.
          if (await touchedSince(upload, before)) continue;
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
            removed++;
          } catch (error) {
            // Finished or aborted meanwhile (by another process): nothing left to remove.
            if (!isNotFound(error)) throw error;
          }
        }
      } catch (error) {
        // A store that cannot list multipart uploads (s3rver) leaves them to the bucket's lifecycle rule.
        if (isNotImplemented(error)) return removed;
        throw error;
      }
      return removed;
    },
  };
  return store;
}
