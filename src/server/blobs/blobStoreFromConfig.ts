import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../config.ts';
import type { BlobStore } from './blobStore.ts';
import { fsBlobStore } from './fsBlobStore.ts';
import type { S3Config } from './s3Config.ts';
import { s3BlobStore } from './s3BlobStore.ts';
import { checkS3Bucket } from './s3Reachable.ts';

const MAX_STORE_CONNECTIONS = 512;

/** The client for an S3-compatible store, as S3Config says. */
export function s3ClientFor(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint === undefined ? {} : { endpoint: s3.endpoint }),
    ...(s3.credentials === undefined ? {} : { credentials: s3.credentials }),
    // Checksums only where S3 requires them: many S3-compatible servers do
    // not understand the checksum headers and trailers newer SDKs add.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A download holds its connection to the store for as long as the client
    // takes to read it; the SDK's default of 50 would let 50 slow readers
    // queue every other blob request (uploads included) behind them.
    requestHandler: { httpAgent: { maxSockets: MAX_STORE_CONNECTIONS }, httpsAgent: { maxSockets: MAX_STORE_CONNECTIONS } },
  });
}

type BlobStoreSettings = Pick<ServerConfig, 'blobStore' | 's3' | 'dataDir'>;

function s3Settings(config: BlobStoreSettings): S3Config {
  if (!config.s3) throw new Error('BLOB_STORE is "s3" but the S3 settings are missing.');
  return config.s3;
}

/** The store BLOB_STORE names: the folder DATA_DIR/blobs, or the S3 bucket. */
export function blobStoreFromConfig(config: BlobStoreSettings): BlobStore {
  if (config.blobStore === 'fs') return fsBlobStore(join(config.dataDir, 'blobs'));
  const s3 = s3Settings(config);
  return s3BlobStore({ client: s3ClientFor(s3), bucket: s3.bucket, prefix: s3.prefix });
}

/** As blobStoreFromConfig, for a server about to start: an S3 bucket must answer first (s3Reachable.ts). */
export async function openBlobStore(config: BlobStoreSettings): Promise<BlobStore> {
  if (config.blobStore === 's3') {
    const s3 = s3Settings(config);
    const client = s3ClientFor(s3);
    try {
      await checkS3Bucket(client, s3);
    } finally {
      client.destroy();
    }
  }
  return blobStoreFromConfig(config);
}
