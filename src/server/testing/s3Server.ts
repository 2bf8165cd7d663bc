import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientFor } from '../blobs/s3Client.ts';
import { s3ConfigFromEnv } from '../blobs/s3Config.ts';
import { backdateUploads, multipartUploadsMiddleware, uploadsUnderWay } from './s3rverMultipartUploads.ts';

// An S3-compatible server for tests: s3rver on loopback, a random port, its
// objects in a temporary folder, one bucket. `env` points a server (in this
// process through configFromEnv, or a child process) at it.

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  readonly bucket: string;
  /** BLOB_STORE=s3 and the S3_* variables for this server. */
  readonly env: Readonly<Record<string, string>>;
  /** Multipart uploads begun in the bucket (the server's own by default) and neither completed nor aborted. */
  readonly uploadsUnderWay: (bucket?: string) => Promise<number>;
  /** Makes uploads under way (all, or `uploadId`) look begun, and with `partsToo` last written, at `when`. */
  readonly backdateUploads: (when: Date, options: { readonly bucket?: string; readonly uploadId?: string; readonly partsToo: boolean }) => Promise<void>;
  /** Another empty bucket on the same server, e.g. one per test. */
  readonly newBucket: () => Promise<string>;
  readonly close: () => Promise<void>;
}

export async function startS3Server(options: { readonly bucket?: string; readonly multipartHousekeeping?: boolean } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'tactile-test';
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  // Before the router (the last middleware), which would refuse these operations.
  if (options.multipartHousekeeping ?? true) server.middleware.splice(server.middleware.length - 1, 0, multipartUploadsMiddleware(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    BLOB_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = s3ClientFor(s3ConfigFromEnv(env));
  let buckets = 0;
  return {
    endpoint,
    bucket,
    env,
    uploadsUnderWay: (name = bucket) => uploadsUnderWay(directory, name),
    backdateUploads: (when, { bucket: name = bucket, ...backdate }) => backdateUploads(directory, name, when, backdate),
    newBucket: async () => {
      const name = `${bucket}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    close: async () => {
      client.destroy();
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
