import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DRIVE_FILE_PREFIX } from '../../shared/api/driveAppPaths.ts';
import { sharedSecret } from '../auth/embedded/providerSecrets.ts';
import type { DB } from '../db/schema.ts';
import type { DriveDeps } from './driveDeps.ts';
import type { FileRow } from './fileRows.ts';

// Signed addresses of stored content (images and page audio), so an <img> or
// <audio> element, which sends no bearer token, can load it:
// /drive-app/file/<key>?exp=<unix seconds>&sig=<HMAC-SHA256, base64url>.
// The key is kept in the database (server_secrets) so every server process
// signs and checks alike, and addresses outlive a restart.

/** Blob keys that may be served: file content and page audio, by uuid. */
export const SERVABLE_KEY = /^(files|audio)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An address is good for at least an hour; its end is rounded up to ten minutes, so a listing's addresses stay the same for a while and browsers can cache them. */
const LIFETIME_SECONDS = 3600;
const ROUNDING_SECONDS = 600;

const secrets = new WeakMap<Kysely<DB>, Promise<Buffer>>();

function secretOf(db: Kysely<DB>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = sharedSecret(db, 'drive.fileUrlKey', async () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'base64url'));
    // A failed read is not cached: the next request tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export type SignatureCheck = 'valid' | 'expired' | 'bad';

export interface FileUrlSigner {
  /** The signed path of a blob, valid for at least an hour from now. */
  readonly sign: (blobKey: string) => string;
  /** Checks the `exp` and `sig` of a request for `blobKey`, in constant time. */
  readonly check: (blobKey: string, exp: string | undefined, sig: string | undefined) => SignatureCheck;
}

function mac(secret: Buffer, blobKey: string, exp: number): Buffer {
  return createHmac('sha256', secret).update(`${blobKey}\n${exp}`).digest();
}

export async function fileUrlSigner(deps: Pick<DriveDeps, 'db' | 'now'>): Promise<FileUrlSigner> {
  const secret = await secretOf(deps.db);
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);
  return {
    sign(blobKey) {
      const exp = Math.ceil((nowSeconds() + LIFETIME_SECONDS) / ROUNDING_SECONDS) * ROUNDING_SECONDS;
      return `${DRIVE_FILE_PREFIX}/${blobKey}?exp=${exp}&sig=${mac(secret, blobKey, exp).toString('base64url')}`;
    },
    check(blobKey, exp, sig) {
      if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'bad';
      const expected = mac(secret, blobKey, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
      return Number(exp) < nowSeconds() ? 'expired' : 'valid';
    },
  };
}

/** Whether a file row is an image with stored content (the only files whose content the app shows: DTM_IMG). */
export function isImageRow(row: Pick<FileRow, 'file_extension' | 'blob_key'>): boolean {
  return (row.file_extension === 'png' || row.file_extension === 'jpg') && row.blob_key !== null && SERVABLE_KEY.test(row.blob_key);
}

/**
 * `PresentContext.contentUrl` for presentFile: a signed address for images,
 * null for every other file. Await it once per request; the function it
 * gives is synchronous.
 */
export async function contentUrlFor(deps: Pick<DriveDeps, 'db' | 'now'>): Promise<(row: FileRow) => string | null> {
  const signer = await fileUrlSigner(deps);
  return (row) => (isImageRow(row) ? signer.sign(row.blob_key as string) : null);
}
