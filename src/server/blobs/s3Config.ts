import { isValidKey } from './blobStore.ts';

/** Where the S3-compatible store is (BLOB_STORE=s3), from the S3_* variables. */
export interface S3Config {
  /** The store's address; unset means AWS's own for the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Both or neither; neither means the AWS SDK's default chain (AWS_* variables, a profile, an instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Addresses as <endpoint>/<bucket>/<key> (MinIO, s3rver) rather than <bucket>.<endpoint>/<key>. */
  readonly forcePathStyle: boolean;
  /** Put before every key ("tactile/"), or ''. */
  readonly prefix: string;
}

export class S3ConfigError extends Error {}

// S3's rules for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function flag(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no'].includes(text)) return false;
  if (['true', '1', 'yes'].includes(text)) return true;
  throw new S3ConfigError(`${name} must be "true" or "false", not "${value}".`);
}

export function s3ConfigFromEnv(env: Readonly<Record<string, string | undefined>>): S3Config {
  const value = (name: string) => env[name]?.trim() || undefined;
  const endpoint = value('S3_ENDPOINT')?.replace(/\/+$/, '');
  if (endpoint !== undefined && !/^https?:\/\/[^/]+$/.test(endpoint)) {
    throw new S3ConfigError(`S3_ENDPOINT must be an http(s) address without a path, such as https://s3.example.org:9000, not "${endpoint}".`);
  }
  const bucket = value('S3_BUCKET');
  if (bucket === undefined) throw new S3ConfigError('BLOB_STORE=s3 needs S3_BUCKET, the bucket that holds the files.');
  if (!BUCKET.test(bucket)) throw new S3ConfigError(`S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, "." or "-", not "${bucket}".`);
  const region = value('S3_REGION') ?? value('AWS_REGION');
  if (region === undefined) throw new S3ConfigError('BLOB_STORE=s3 needs S3_REGION (for MinIO and most other servers, "us-east-1").');
  if (!/^[a-z0-9-]{1,32}$/.test(region)) throw new S3ConfigError(`S3_REGION must be a region name such as eu-west-1, not "${region}".`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'] || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new S3ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS SDK default credentials).');
  }
  const prefixText = value('S3_PREFIX')?.replace(/\/+$/, '') ?? '';
  if (prefixText !== '' && !isValidKey(prefixText)) {
    throw new S3ConfigError(`S3_PREFIX must be letters, digits, "-", "_" and "." in "/"-separated parts, such as "tactile/prod", not "${prefixText}".`);
  }
  return {
    endpoint,
    bucket,
    region,
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env['S3_FORCE_PATH_STYLE']),
    prefix: prefixText === '' ? '' : `${prefixText}/`,
  };
}
