import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3Config.ts';
import { BlobStoreUnreachableError } from './blobStoreUnreachable.ts';

// Before the server takes requests it makes sure the bucket is there and
// answers to these credentials, as it does for the database: a typo in
// S3_ENDPOINT or a missing bucket is said at start, in words, rather than
// as a 500 at the first upload.

/** How long the check waits for the store (an unreachable host would otherwise wait for the SDK's own retries). */
const CHECK_TIMEOUT_MS = 10_000;

/** Why the store refused, in words an administrator acts on. */
function reasonOf(error: unknown): string {
  const { name, code, message, $metadata } = (error ?? {}) as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (name === 'NotFound' || name === 'NoSuchBucket' || status === 404) return 'the bucket does not exist';
  if (name === 'Forbidden' || name === 'AccessDenied' || status === 403) return 'the store refused these credentials (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  if (status === 301) return 'the bucket is in another region (check S3_REGION)';
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  const networkCode = code ?? cause;
  if (networkCode) return `the store cannot be reached (${networkCode})`;
  return message || name || 'an unknown error';
}

/** Resolves when the bucket answers; otherwise throws a BlobStoreUnreachableError saying what to check. */
export async function checkS3Bucket(client: S3Client, s3: Pick<S3Config, 'bucket' | 'endpoint' | 'region'>): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  } catch (error) {
    const where = s3.endpoint === undefined ? `in AWS region ${s3.region}` : `at ${s3.endpoint}`;
    throw new BlobStoreUnreachableError(`The S3 bucket "${s3.bucket}" ${where} cannot be used: ${reasonOf(error)}. Check BLOB_STORE and the S3_* settings (docs/DEPLOYMENT.md).`, { cause: error });
  }
}
