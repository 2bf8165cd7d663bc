import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAILLE_TRANSLATE_PATH } from '../../src/shared/api/brailleAppPaths.ts';
import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import type { WireFile, WireFolder, WireUploadResult } from '../../src/shared/api/driveAppTypes.ts';
import { createThrowawayDatabase } from '../../src/server/db/testDatabases.ts';
import { dtmsDocument } from '../../src/server/testing/driveFixtures.ts';
import { fileForm } from '../../src/server/testing/multipartForm.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../../src/server/testing/oidcFlow.ts';
import { startMainServer, type MainServer, type ServerProcess } from '../../src/server/testing/serverProcess.ts';
import { pngOfSize } from '../../src/server/testing/uploadFixtures.ts';
import { assertLoopback } from './loopbackClient.ts';

// The server under load: `npm start`'s own server (src/server/main.ts) in
// its own process on loopback, on a fresh DATA_DIR and, for PostgreSQL, a
// throwaway database; two seeded accounts, one signed in, with a folder of
// DOCUMENTS documents to list and a picture to download.

const DOCUMENTS = 100;
export const ACCOUNTS = [
  { login: 'loadtest-admin', password: 'load test admin password' },
  { login: 'loadtest-user', password: 'load test user password' },
] as const;

export interface Target {
  readonly server: ServerProcess<MainServer>;
  readonly origin: string;
  readonly token: string;
  readonly folder: string;
  readonly picture: string;
  close(): Promise<void>;
}

export async function startTarget(postgresAdminUrl: string | undefined): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'loadtest-'));
  const database = postgresAdminUrl ? await createThrowawayDatabase(postgresAdminUrl) : undefined;
  const [admin, user] = ACCOUNTS;
  const server = await startMainServer({
    dataDir,
    databaseUrl: database?.url,
    seedAdmin: `${admin.login}:${admin.password}`,
    seedUser: `${user.login}:${user.password}`,
    env: { DRIVE_QUOTA_MB: '100000' },
  });
  const { origin } = server.ready;
  assertLoopback(origin);
  const token = (await signInForTokens(fetchSend(origin), TEST_PUBLIC_URL, admin.login, admin.password)).access_token;
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const postJson = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const folder = (await postJson<WireFolder>(DRIVE_PATHS.createGroup, { DTM_GROUP_NAME: 'Load', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P' })).DTM_GROUP_NO;
  for (let start = 0; start < DOCUMENTS; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postJson<WireFile>(DRIVE_PATHS.createFromDtms, { DTM_NAME: `Document ${start + index}`, DTM_GROUP_NO: folder, DTMS_JSON: dtmsDocument({ title: `Document ${start + index}`, pages: 3 }) }),
      ),
    );
  }
  const form = fileForm('download.png', pngOfSize(256 * 1024));
  const uploaded = await call<WireUploadResult>(DRIVE_PATHS.uploadImage, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
  const picture = uploaded.items[0]?.DTM_NO ?? '';
  // The braille engines load on first use: once now, so the figures are the translations'.
  await call(BRAILLE_TRANSLATE_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: ['warm'] }) });

  return {
    server,
    origin,
    token,
    folder,
    picture,
    async close() {
      await server.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
