import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { BlobStore } from './blobStore.ts';
import { fsBlobStore } from './fsBlobStore.ts';
import type { S3Config } from './s3Config.ts';

// The S3 modules (and the AWS SDK under them, about 0.7 s and 35 MB to load)
// are imported only when BLOB_STORE is "s3": the default store, a folder,
// starts without them (docs/DEPLOYMENT.md, Start-up).

type BlobStoreSettings = Pick<ServerConfig, 'blobStore' | 's3' | 'dataDir'>;

function s3Settings(config: BlobStoreSettings): S3Config {
  if (!config.s3) throw new Error('BLOB_STORE is "s3" but the S3 settings are missing.');
  return config.s3;
}

/** The store BLOB_STORE names: the folder DATA_DIR/blobs, or the S3 bucket. */
export async function blobStoreFromConfig(config: BlobStoreSettings): Promise<BlobStore> {
  if (config.blobStore === 'fs') return fsBlobStore(join(config.dataDir, 'blobs'));
  const s3 = s3Settings(config);
  const [{ s3ClientFor }, { s3BlobStore }] = await Promise.all([import('./s3Client.ts'), import('./s3BlobStore.ts')]);
  return s3BlobStore({ client: s3ClientFor(s3), bucket: s3.bucket, prefix: s3.prefix });
}

/** As blobStoreFromConfig, for a server about to start: an S3 bucket must answer first (s3Reachable.ts). */
export async function openBlobStore(config: BlobStoreSettings): Promise<BlobStore> {
  if (config.blobStore === 's3') {
    const s3 = s3Settings(config);
    const [{ s3ClientFor }, { checkS3Bucket }] = await Promise.all([import('./s3Client.ts'), import('./s3Reachable.ts')]);
    const client = s3ClientFor(s3);
    try {
      await checkS3Bucket(client, s3);
    } finally {
      client.destroy();
    }
  }
  return blobStoreFromConfig(config);
}
