import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { CreateMultipartUploadCommand, PutObjectCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3Server.ts';
import { BlobTooLargeError } from './blobStore.ts';
import { s3ClientFor } from './s3Client.ts';
import { describeBlobStore, keysOf, sha256 } from './blobStoreSuite.ts';
import { s3ConfigFromEnv } from './s3Config.ts';
import { s3BlobStore } from './s3BlobStore.ts';

// The S3 blob store against s3rver on loopback: the shared blob-store tests
// (once at the bucket's root, once under a key prefix beside an object that
// is not the store's), then what only S3 has: multipart uploads, their
// clean-up, and listing page by page.

let server: TestS3Server;
let client: S3Client;

beforeAll(async () => {
  server = await startS3Server();
  client = s3ClientFor(s3ConfigFromEnv(server.env));
});
afterAll(async () => {
  client.destroy();
  await server.close();
});

/** A multipart upload begun and given one part, then left, as a crash leaves it; dated `when`. */
async function leaveUpload(bucket: string, key: string, when: Date, options: { readonly partsToo: boolean } = { partsToo: true }): Promise<string> {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
  await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1, Body: 'crashed half way' }));
  await server.backdateUploads(when, { bucket, uploadId: UploadId as string, ...options });
  return UploadId as string;
}

for (const prefix of ['', 'tactile/prod/']) {
  describeBlobStore({
    name: prefix === '' ? 'S3 (bucket root)' : `S3 (under "${prefix}")`,
    newStore: async () => {
      const bucket = await server.newBucket();
      if (prefix !== '') await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other-app/files/x', Body: 'not ours' }));
      return {
        store: s3BlobStore({ client, bucket, prefix }),
        unfinished: () => server.uploadsUnderWay(bucket),
        leaveUnfinished: async (when) => void (await leaveUpload(bucket, `${prefix}files/${randomUUID()}`, when)),
      };
    },
  });
}

/** A client that notes the name of every command it sends, and may hold UploadPart until released. */
function watchedClient(): { client: S3Client; commands: string[]; holdParts: () => { release: () => void; held: () => number } } {
  const watched = s3ClientFor(s3ConfigFromEnv(server.env));
  const commands: string[] = [];
  let gate: { promise: Promise<unknown>; held: number } | undefined;
  watched.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName));
      if (gate && context.commandName === 'UploadPartCommand') {
        gate.held++;
        await gate.promise;
      }
      return next(args);
    },
    { step: 'initialize', name: 'watchCommands' },
  );
  const holdParts = () => {
    const { promise, resolve } = Promise.withResolvers();
    const current = { promise, held: 0 };
    gate = current;
    return {
      release: () => {
        gate = undefined;
        resolve(undefined);
      },
      held: () => current.held,
    };
  };
  return { client: watched, commands, holdParts };
}

/** `total` bytes of a repeating pattern in 64 KiB chunks, made as they are read; `produced` says how far it got. */
function patternSource(total: number): { source: Readable; produced: () => number } {
  let produced = 0;
  const source = new Readable({
    read() {
      if (produced >= total) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - produced));
      for (let index = 0; index < chunk.length; index++) chunk[index] = (produced + index) % 251;
      produced += chunk.length;
      this.push(chunk);
    },
  });
  return { source, produced: () => produced };
}

function patternBytes(total: number): Buffer {
  const bytes = Buffer.alloc(total);
  for (let index = 0; index < total; index++) bytes[index] = index % 251;
  return bytes;
}

describe('the S3 blob store with content larger than a part', () => {
  const MB = 1024 * 1024;

  it('sends 12 MB as three parts of one multipart upload, readable whole and by ranges across parts', async () => {
    const bucket = await server.newBucket();
    const { client: watched, commands } = watchedClient();
    const store = s3BlobStore({ client: watched, bucket, partSize: 5 * MB });
    const size = 12 * MB;
    expect(await store.put('files/big', patternSource(size).source)).toEqual({ size });
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(commands).toContain('CreateMultipartUploadCommand');
    expect(commands).toContain('CompleteMultipartUploadCommand');
    expect(commands).not.toContain('PutObjectCommand');
    const expected = patternBytes(size);
    expect(sha256(await buffer(await store.get('files/big')))).toBe(sha256(expected));
    const across = { start: 5 * MB - 10, end: 5 * MB + 9 };
    expect((await buffer(await store.get('files/big', across))).equals(expected.subarray(across.start, across.end + 1))).toBe(true);
    expect(await store.stat('files/big')).toEqual({ size });
    expect(await server.uploadsUnderWay(bucket)).toBe(0);
    watched.destroy();
  });

  it('aborts the multipart upload when the content goes over the limit after parts were sent', async () => {
    const bucket = await server.newBucket();
    const { client: watched, commands } = watchedClient();
    const store = s3BlobStore({ client: watched, bucket, partSize: 5 * MB });
    await expect(store.put('files/over', patternSource(12 * MB).source, { maxBytes: 11 * MB })).rejects.toThrow(BlobTooLargeError);
    expect(commands).toContain('UploadPartCommand');
    expect(commands).toContain('AbortMultipartUploadCommand');
    expect(await store.stat('files/over')).toBeUndefined();
    expect(await server.uploadsUnderWay(bucket)).toBe(0);
    watched.destroy();
  });

  it('aborts the multipart upload when the source breaks off after parts were sent', async () => {
    const bucket = await server.newBucket();
    const store = s3BlobStore({ client, bucket, partSize: 5 * MB });
    const { source } = patternSource(7 * MB);
    const broken = Readable.from(
      (async function* () {
        let sent = 0;
        for await (const chunk of source as AsyncIterable<Buffer>) {
          sent += chunk.length;
          if (sent > 6 * MB) throw new Error('connection reset');
          yield chunk;
        }
      })(),
    );
    await expect(store.put('files/broken', broken)).rejects.toThrow('connection reset');
    expect(await keysOf(store, '')).toEqual([]);
    expect(await server.uploadsUnderWay(bucket)).toBe(0);
  });

  it('takes no more than (queue + 1) parts from its source while the store has not taken the parts sent', async () => {
    const bucket = await server.newBucket();
    const { client: watched, holdParts } = watchedClient();
    const store = s3BlobStore({ client: watched, bucket, partSize: 5 * MB, queueSize: 2 });
    const size = 60 * MB;
    const { source, produced } = patternSource(size);
    const parts = holdParts();
    const stored = store.put('files/held', source);
    // Wait until both places of the queue hold a part, then give the pipe every chance to read on.
    while (parts.held() < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
    const bound = 3 * 5 * MB + MB; // two parts held, one filling, and the streams' own small buffers
    const takenWhileHeld = produced();
    expect(takenWhileHeld).toBeLessThanOrEqual(bound);
    parts.release();
    expect(await stored).toEqual({ size });
    console.info(`S3 upload of ${size / MB} MB with 5 MB parts, queue 2: ${(takenWhileHeld / MB).toFixed(1)} MB taken from the source while two parts were held`);
    expect(await store.stat('files/held')).toEqual({ size });
    expect(await server.uploadsUnderWay(bucket)).toBe(0);
    watched.destroy();
  }, 60_000);
});

describe('cleaning up an S3 bucket', () => {
  it('spares an upload begun long ago that is still sending parts (another process\'s slow upload)', async () => {
    const bucket = await server.newBucket();
    const store = s3BlobStore({ client, bucket });
    const longAgo = new Date('2020-01-01');
    await leaveUpload(bucket, 'files/slow', longAgo, { partsToo: false });
    await leaveUpload(bucket, 'files/dead', longAgo);
    expect(await store.removeUnfinished(new Date(Date.now() - 60_000))).toBe(1);
    expect(await server.uploadsUnderWay(bucket)).toBe(1);
  });

  it('lists and cleans up page by page', async () => {
    const bucket = await server.newBucket();
    const store = s3BlobStore({ client, bucket, pageSize: 2 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) await store.put(`files/${name}`, Readable.from([name]));
    expect(await keysOf(store, 'files/')).toEqual(['files/a', 'files/b', 'files/c', 'files/d', 'files/e']);
    for (const name of ['x', 'y', 'z']) await leaveUpload(bucket, `files/${name}`, new Date('2020-01-01'));
    await leaveUpload(bucket, 'files/y', new Date('2020-01-01'));
    expect(await store.removeUnfinished(new Date())).toBe(4);
    expect(await server.uploadsUnderWay(bucket)).toBe(0);
  });

  it('lists only objects named as keys are, leaving others put in the bucket by other means', async () => {
    const bucket = await server.newBucket();
    const store = s3BlobStore({ client, bucket });
    await store.put('files/ok', Readable.from(['1']));
    for (const key of ['files/with space', 'files/.hidden', 'files/é']) await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    expect(await keysOf(store, 'files/')).toEqual(['files/ok']);
  });
});

describe('an S3-compatible server that can neither list nor abort multipart uploads (plain s3rver)', () => {
  let plain: TestS3Server;
  let plainClient: S3Client;
  beforeAll(async () => {
    plain = await startS3Server({ multipartHousekeeping: false });
    plainClient = s3ClientFor(s3ConfigFromEnv(plain.env));
  });
  afterAll(async () => {
    plainClient.destroy();
    await plain.close();
  });

  it('cleans up nothing without failing, and a broken write still shows nothing and fails with its own error', async () => {
    const store = s3BlobStore({ client: plainClient, bucket: plain.bucket, partSize: 5 * 1024 * 1024 });
    expect(await store.removeUnfinished(new Date())).toBe(0);
    await expect(store.put('files/over', patternSource(12 * 1024 * 1024).source, { maxBytes: 6 * 1024 * 1024 })).rejects.toThrow(BlobTooLargeError);
    expect(await store.stat('files/over')).toBeUndefined();
    await store.put('files/fine', Readable.from(['fine']));
    expect(await text(await store.get('files/fine'))).toBe('fine');
  });
});
