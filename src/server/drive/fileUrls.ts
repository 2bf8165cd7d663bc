import { createHmac, timingSafeEqual } from 'node:crypto';
import { DRIVE_FILE_PREFIX } from '../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from './driveDeps.ts';
import { driveSecret } from './driveSecrets.ts';
import type { FileRow } from './fileRows.ts';

// Signed addresses of stored content (images and page audio), so an <img> or
// <audio> element, which sends no bearer token, can load it:
// /drive-app/file/<key>?exp=<unix seconds>&aud=<owner|public>&sig=<HMAC-SHA256, base64url>.
// The key is kept in the database (server_secrets) so every server process
// signs and checks alike, and addresses outlive a restart.
//
// An address says whom it was given to (issue 16 item 8), and the route
// checks the file's state again on every request: an address given to the
// owner works while the file is not in the trash; one given to anyone else
// (a published file in the library) works while the file is published and
// not in the trash. So unpublishing, trashing or deleting a file ends its
// addresses at once, not when they expire.

/** Blob keys that may be served: file content and page audio, by uuid. */
export const SERVABLE_KEY = /^(files|audio)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An address is good for at least an hour (while its file's state allows); its end is rounded up to ten minutes, so a listing's addresses stay the same for a while and browsers can cache them. */
const LIFETIME_SECONDS = 3600;
const ROUNDING_SECONDS = 600;

/** Whom an address was given to: the file's owner, or anyone who may read it because it is published. */
export type UrlAudience = 'owner' | 'public';
const AUDIENCES: readonly string[] = ['owner', 'public'] satisfies UrlAudience[];

/** The audience of an address shown to `callerRowNo` (null: a guest) for a file of `ownerRowNo`. */
export function audienceFor(callerRowNo: string | null, ownerRowNo: string | number): UrlAudience {
  return callerRowNo !== null && callerRowNo === String(ownerRowNo) ? 'owner' : 'public';
}

export type SignatureCheck = { readonly kind: 'valid'; readonly audience: UrlAudience } | { readonly kind: 'expired' | 'bad' };

/** The query of a signed address as a request brings it. */
export interface SignedQuery {
  readonly exp?: string | undefined;
  readonly aud?: string | undefined;
  readonly sig?: string | undefined;
}

/** Signs addresses for one audience. */
export interface FileUrlSigner {
  /** The signed path of a blob, valid for at least an hour from now (while its file's state allows it). */
  readonly sign: (blobKey: string) => string;
}

export interface FileUrlKey {
  readonly signerFor: (audience: UrlAudience) => FileUrlSigner;
  /** Checks the `exp`, `aud` and `sig` of a request for `blobKey`, in constant time. */
  readonly check: (blobKey: string, query: SignedQuery) => SignatureCheck;
}

function mac(secret: Buffer, blobKey: string, exp: number, audience: string): Buffer {
  return createHmac('sha256', secret).update(`${blobKey}\n${exp}\n${audience}`).digest();
}

export async function fileUrlKey(deps: Pick<DriveDeps, 'db' | 'now'>): Promise<FileUrlKey> {
  const secret = await driveSecret(deps.db, 'drive.fileUrlKey');
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);
  return {
    signerFor: (audience) => ({
      sign(blobKey) {
        const exp = Math.ceil((nowSeconds() + LIFETIME_SECONDS) / ROUNDING_SECONDS) * ROUNDING_SECONDS;
        return `${DRIVE_FILE_PREFIX}/${blobKey}?exp=${exp}&aud=${audience}&sig=${mac(secret, blobKey, exp, audience).toString('base64url')}`;
      },
    }),
    check(blobKey, { exp, aud, sig }) {
      if (exp === undefined || aud === undefined || sig === undefined || !/^\d{1,12}$/.test(exp) || !AUDIENCES.includes(aud) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { kind: 'bad' };
      const expected = mac(secret, blobKey, Number(exp), aud);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'bad' };
      return Number(exp) < nowSeconds() ? { kind: 'expired' } : { kind: 'valid', audience: aud as UrlAudience };
    },
  };
}

/** A signer for one audience, for a route that answers one person about files of one owner. */
export async function fileUrlSigner(deps: Pick<DriveDeps, 'db' | 'now'>, audience: UrlAudience): Promise<FileUrlSigner> {
  return (await fileUrlKey(deps)).signerFor(audience);
}

/** Whether a file row is an image with stored content (the only files whose content the app shows: DTM_IMG). */
export function isImageRow(row: Pick<FileRow, 'file_extension' | 'blob_key'>): boolean {
  return (row.file_extension === 'png' || row.file_extension === 'jpg') && row.blob_key !== null && SERVABLE_KEY.test(row.blob_key);
}

/**
 * `PresentContext.contentUrl` for presentFile: a signed address for images,
 * given to `callerRowNo` (null: a guest), null for every other file. Await
 * it once per request; the function it gives is synchronous.
 */
export async function contentUrlFor(deps: Pick<DriveDeps, 'db' | 'now'>, callerRowNo: string | null): Promise<(row: FileRow) => string | null> {
  const key = await fileUrlKey(deps);
  const signers = { owner: key.signerFor('owner'), public: key.signerFor('public') };
  return (row) => (isImageRow(row) ? signers[audienceFor(callerRowNo, row.owner_user_no)].sign(row.blob_key as string) : null);
}
