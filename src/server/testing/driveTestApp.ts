import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { ensureSeedAccounts } from '../auth/embedded/accounts.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import { blobStoreFromConfig } from '../blobs/blobStoreFromConfig.ts';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../db/testDatabases.ts';
import type { DriveConfig } from '../drive/driveDeps.ts';
import type { HttpLimits } from '../http/httpLimits.ts';
import { ensureDefaultMenus } from '../services/menus.ts';
import { ensureDefaultOrganisation } from '../services/organisation.ts';
import { TEST_PUBLIC_URL, injectSend, signInForTokens } from './oidcFlow.ts';
import { startS3Server, type TestS3Server } from './s3Server.ts';
import { decodeJwt } from 'jose';

// The drive's test bench: the real app on a fresh database (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set), files in a temporary folder (or,
// with blobStore 's3', a bucket of an s3rver on loopback), a
// clock the test moves, and two signed-in people, so every route can be
// tried by its owner and by someone else.

export interface TestUser {
  readonly token: string;
  /** Their USER_NO on the wire (the token's subject). */
  readonly userNo: string;
}

export interface DriveTestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The folder of the 'fs' store (nothing is stored there with 's3'). */
  readonly blobsDir: string;
  /** The store the app uses, as BLOB_STORE made it. */
  readonly blobs: BlobStore;
  /** The S3-compatible server, with blobStore 's3'. */
  readonly s3: TestS3Server | undefined;
  readonly owner: TestUser;
  readonly other: TestUser;
  readonly clock: { now: () => Date; advanceDays: (days: number) => void };
  /** app.inject with the user's bearer token (none for a guest). */
  readonly call: (user: TestUser | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  readonly close: () => Promise<void>;
}

const OWNER = { login: 'owner', password: 'owner password long enough' };
const OTHER = { login: 'other', password: 'other password long enough' };

export async function startDriveTestApp(
  engine: 'pglite' | 'postgres',
  drive: Partial<DriveConfig> = {},
  options: { readonly blobStore?: 'fs' | 's3'; readonly http?: Partial<HttpLimits>; readonly imageFetch?: AppOptions['imageFetch']; readonly conversion?: AppOptions['conversion']; readonly daisy?: AppOptions['daisy']; readonly firmware?: AppOptions['firmware'] } = {},
): Promise<DriveTestApp> {
  const database = await openTestDatabase(engine);
  const dataDir = await mkdtemp(join(tmpdir(), 'drive-test-'));
  const blobsDir = join(dataDir, 'blobs');
  const site = await ensureDefaultOrganisation(database.db, 'localhost');
  await ensureDefaultMenus(database.db, site.siteNo);
  // The seeded administrator owns the files; the seeded user is "someone else".
  await ensureSeedAccounts(database.db, { admin: OWNER, user: OTHER });
  let now = new Date('2026-11-01T09:00:00Z');
  const clock = { now: () => new Date(now), advanceDays: (days: number) => (now = new Date(now.getTime() + days * 86_400_000)) };
  const s3 = options.blobStore === 's3' ? await startS3Server() : undefined;
  const config = configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, ...s3?.env });
  const blobs = await blobStoreFromConfig(config);
  const app = await buildApp({ ...config, http: { ...config.http, ...options.http } }, {
    database,
    blobs,
    drive,
    now: clock.now,
    // No conversion runner unless the test asks for one (it would poll the jobs table of every drive test).
    conversion: { workers: 0, ...options.conversion },
    // Nor a DAISY runner.
    daisy: { workers: 0, ...options.daisy },
    ...(options.imageFetch ? { imageFetch: options.imageFetch } : {}),
    ...(options.firmware ? { firmware: options.firmware } : {}),
  });
  const send = injectSend(app);
  const signIn = async (account: { login: string; password: string }): Promise<TestUser> => {
    const tokens = await signInForTokens(send, TEST_PUBLIC_URL, account.login, account.password);
    return { token: tokens.access_token, userNo: String(decodeJwt(tokens.access_token).sub) };
  };
  const owner = await signIn(OWNER);
  const other = await signIn(OTHER);
  return {
    app,
    database,
    blobsDir,
    blobs,
    s3,
    owner,
    other,
    clock,
    call: (user, options) => app.inject({ ...options, headers: { ...options.headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) } }),
    close: async () => {
      await app.close();
      await database.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
