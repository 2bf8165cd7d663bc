import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3Config.ts';

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
