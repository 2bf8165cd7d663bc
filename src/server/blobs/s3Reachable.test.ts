import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/freePort.ts';
import { startS3Server, type TestS3Server } from '../testing/s3Server.ts';
import { ServerStartError, startServerProcess } from '../testing/serverProcess.ts';
import { s3ClientFor } from './s3Client.ts';
import { s3ConfigFromEnv } from './s3Config.ts';
import { BlobStoreUnreachableError } from './blobStoreUnreachable.ts';
import { checkS3Bucket } from './s3Reachable.ts';

// A bucket that cannot be used is said at start, in words, on a real S3-compatible server.

describe('checking the S3 bucket before the server starts', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3.close());

  const check = async (env: Record<string, string>) => {
    const config = s3ConfigFromEnv(env);
    const client = s3ClientFor(config);
    try {
      return await checkS3Bucket(client, config).then(() => undefined, (error: unknown) => error);
    } finally {
      client.destroy();
    }
  };

  it('passes a bucket that is there', async () => {
    expect(await check(s3.env)).toBeUndefined();
  });

  it('says a bucket is missing, naming it and the store', async () => {
    const error = await check({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(error).toBeInstanceOf(BlobStoreUnreachableError);
    expect(String((error as Error).message)).toBe(`The S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: the bucket does not exist. Check BLOB_STORE and the S3_* settings (docs/DEPLOYMENT.md).`);
  });

  it('says a store that nothing answers at cannot be reached', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const error = await check({ ...s3.env, S3_ENDPOINT: endpoint });
    expect(error).toBeInstanceOf(BlobStoreUnreachableError);
    expect((error as Error).message).toMatch(new RegExp(`^The S3 bucket "${s3.bucket}" at ${endpoint} cannot be used: the store cannot be reached \\(ECONNREFUSED\\)\\.`));
  });

  it('stops `npm start` with that sentence and nothing else, before it touches the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ts-s3-missing-'));
    try {
      const started = await startServerProcess({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' }).catch((error: unknown) => error);
      expect(started).toBeInstanceOf(ServerStartError);
      const { exitCode, stderr } = started as ServerStartError;
      expect(exitCode).toBe(1);
      expect(stderr.trim()).toBe(`The S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: the bucket does not exist. Check BLOB_STORE and the S3_* settings (docs/DEPLOYMENT.md).`);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
