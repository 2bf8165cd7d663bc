import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.ts';

// BLOB_STORE=s3 and its S3_* variables, read at start-up: a usable set, and a
// message naming the variable for each one that cannot work.

const S3 = { BLOB_STORE: 's3', S3_BUCKET: 'tactile-files', S3_REGION: 'eu-west-1' };

describe('the S3 settings', () => {
  it('takes a bucket, a region and nothing else (AWS, with the SDK default credentials)', () => {
    expect(configFromEnv(S3)).toMatchObject({
      blobStore: 's3',
      s3: { endpoint: undefined, bucket: 'tactile-files', region: 'eu-west-1', credentials: undefined, forcePathStyle: false, prefix: '' },
    });
    expect(configFromEnv({}).s3).toBeUndefined();
  });

  it('takes an S3-compatible server with its keys, path-style addresses and a key prefix', () => {
    const config = configFromEnv({
      ...S3,
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'tactile',
      S3_SECRET_ACCESS_KEY: 's3cr3t/with+signs',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'tactile/prod/',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'tactile-files',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'tactile', secretAccessKey: 's3cr3t/with+signs' },
      forcePathStyle: true,
      prefix: 'tactile/prod/',
    });
  });

  it('names the setting that cannot work', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ BLOB_STORE: 's3', S3_REGION: 'eu-west-1' }, /needs S3_BUCKET/],
      [{ ...S3, S3_BUCKET: 'Tactile_Files' }, /S3_BUCKET must be a bucket name/],
      [{ BLOB_STORE: 's3', S3_BUCKET: 'tactile-files' }, /needs S3_REGION/],
      [{ ...S3, S3_REGION: 'eu west' }, /S3_REGION must be a region name/],
      [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) address/],
      [{ ...S3, S3_ENDPOINT: 'https://s3.example.org/bucket' }, /S3_ENDPOINT must be an http\(s\) address without a path/],
      [{ ...S3, S3_ACCESS_KEY_ID: 'only-the-id' }, /Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/],
      [{ ...S3, S3_SECRET_ACCESS_KEY: 'only-the-secret' }, /Set both/],
      [{ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE must be "true" or "false"/],
      [{ ...S3, S3_PREFIX: '../escape' }, /S3_PREFIX must be/],
    ];
    for (const [env, message] of refused) {
      expect(() => configFromEnv(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => configFromEnv(env), JSON.stringify(env)).toThrow(message);
    }
  });
});
