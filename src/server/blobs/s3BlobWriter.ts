import { Writable } from 'node:stream';
import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, PutObjectCommand, UploadPartCommand, type CompletedPart, type S3Client } from '@aws-sdk/client-s3';
import { BlobTooLargeError, type BlobWriter } from './blobStore.ts';

export interface S3WriteTarget {
  readonly client: S3Client;
  readonly bucket: string;
  /** The object key, the store's prefix included. */
  readonly key: string;
  readonly maxBytes: number;
  /** Bytes per part (S3 wants at least 5 MiB for all but the last). */
  readonly partSize: number;
  /** Parts sent at once; memory stays under (queueSize + 1) × partSize. */
  readonly queueSize: number;
}

/**
 * One write to an S3-compatible store. Content smaller than a part goes in one
 * PutObject when the stream finishes; larger content goes part by part into a
 * multipart upload, which S3 shows to no reader until it is completed in
 * `_final`. A destroy (an error upstream, BlobTooLargeError) cancels what is in
 * flight and aborts the multipart upload before the stream reports 'close', so
 * a caller's pipeline rejects only once nothing is left. An abort that fails
 * (the store is unreachable) leaves parts that removeUnfinished, or the
 * bucket's lifecycle rule, clears later; they are never visible as a blob.
 */
export class S3BlobWriter extends Writable implements BlobWriter {
  readonly #target: S3WriteTarget;
  readonly #cancel = new AbortController();
  /** Bytes taken but not yet sent as a part. */
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #size = 0;
  #partsStarted = 0;
  #uploadId: Promise<string> | undefined;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #parts: CompletedPart[] = [];
  #failure: unknown;
  #stored = false;

  constructor(target: S3WriteTarget) {
    super();
    this.#target = target;
  }

  get size(): number {
    return this.#size;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#take(chunk).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#finish().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.#stored) return callback(error);
    this.#discard().then(() => callback(error), () => callback(error));
  }

  async #take(chunk: Buffer): Promise<void> {
    this.#throwIfFailed();
    this.#size += chunk.length;
    if (this.#size > this.#target.maxBytes) throw new BlobTooLargeError(this.#target.maxBytes);
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    while (this.#pendingBytes >= this.#target.partSize) await this.#sendPart(this.#takePending(this.#target.partSize));
  }

  /** The first `bytes` of the pending data, as one buffer. */
  #takePending(bytes: number): Buffer {
    const all = Buffer.concat(this.#pending, this.#pendingBytes);
    const part = all.subarray(0, bytes);
    // Copy the rest, so the part's memory is freed once it has been sent.
    const rest = Buffer.from(all.subarray(bytes));
    this.#pending = rest.length > 0 ? [rest] : [];
    this.#pendingBytes = rest.length;
    return part;
  }

  /** Starts one part's upload, first waiting for a free place in the queue: the backpressure that bounds memory. */
  async #sendPart(body: Buffer): Promise<void> {
    while (this.#inFlight.size >= this.#target.queueSize) await Promise.race(this.#inFlight);
    this.#throwIfFailed();
    const uploadId = await this.#startUpload();
    const partNumber = ++this.#partsStarted;
    const { client, bucket, key } = this.#target;
    const sending: Promise<void> = client
      .send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body, ContentLength: body.length }), { abortSignal: this.#cancel.signal })
      .then((sent) => {
        if (!sent.ETag) throw new Error(`The store gave no ETag for part ${partNumber}.`);
        this.#parts.push({ PartNumber: partNumber, ETag: sent.ETag });
      })
      .catch((error: unknown) => {
        this.#failure ??= error;
      })
      .finally(() => this.#inFlight.delete(sending));
    this.#inFlight.add(sending);
  }

  /** The multipart upload, created when the first part is ready (never after a destroy). */
  #startUpload(): Promise<string> {
    if (this.destroyed) return Promise.reject(new Error('The blob write was cancelled.'));
    const { client, bucket, key } = this.#target;
    this.#uploadId ??= client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key })).then((created) => {
      if (!created.UploadId) throw new Error('The store gave no upload id.');
      return created.UploadId;
    });
    return this.#uploadId;
  }

  async #finish(): Promise<void> {
    const { client, bucket, key } = this.#target;
    if (this.#uploadId === undefined) {
      const body = Buffer.concat(this.#pending, this.#pendingBytes);
      this.#pending = [];
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.length }), { abortSignal: this.#cancel.signal });
    } else {
      if (this.#pendingBytes > 0) await this.#sendPart(this.#takePending(this.#pendingBytes));
      await Promise.all(this.#inFlight);
      this.#throwIfFailed();
      const parts = [...this.#parts].sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: await this.#uploadId, MultipartUpload: { Parts: parts } }));
    }
    this.#stored = true;
  }

  async #discard(): Promise<void> {
    this.#cancel.abort();
    this.#pending = [];
    await Promise.all(this.#inFlight);
    const uploadId = await this.#uploadId?.catch(() => undefined);
    if (uploadId === undefined) return;
    const { client, bucket, key } = this.#target;
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
  }

  #throwIfFailed(): void {
    if (this.#failure !== undefined) throw this.#failure instanceof Error ? this.#failure : new Error(String(this.#failure));
  }
}
