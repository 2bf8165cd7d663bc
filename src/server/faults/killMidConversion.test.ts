import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireConversionStarted, WireConversionState } from '../../shared/api/conversion.ts';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import { TEST_ENGINES, createThrowawayDatabase } from '../db/testDatabases.ts';
import { scannedPdf, TEXTBOOK_HTML } from '../convert/testing/textbookPdfs.ts';
import { fileForm } from '../testing/multipartForm.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../testing/oidcFlow.ts';
import { untilSessionsGone } from '../testing/postgresSessions.ts';
import { startMainServer, type MainServer, type ServerProcess } from '../testing/serverProcess.ts';

// kill -9 of the real server in the middle of a conversion (verification.md,
// "Load and faults": the job is retried or marked failed, never stuck
// ONGOING). The server is killed once its worker has claimed the job; the
// worker process notices its parent is gone and stops; a new server on the
// same data takes the job again when the dead one's lease runs out, and
// converts it. Nothing of the dead worker is left in DATA_DIR/tmp.

const ADMIN = 'owner:owner password long enough';
const USER = 'other:other password long enough';
const LEASE_SECONDS = 5;

describe.each(TEST_ENGINES)('kill -9 mid-conversion on %s, then a restart', (engine) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  let server: ServerProcess<MainServer> | undefined;
  let token = '';

  const start = async () => {
    server = await startMainServer({ dataDir, databaseUrl, seedAdmin: ADMIN, seedUser: USER, env: { CONVERT_LEASE_SECONDS: String(LEASE_SECONDS), CONVERT_WORKERS: '1' } });
  };
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server?.ready.origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const state = async (dtmNo: string) => ((await (await call(`${DRIVE_PATHS.convertStatus}?DTM_NO=${dtmNo}`)).json()) as { data: WireConversionState }).data;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'faults-convert-'));
    if (engine === 'postgres') {
      const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
      databaseUrl = throwaway.url;
      dropDatabase = throwaway.drop;
    }
    await start();
    const [login = '', password = ''] = ADMIN.split(/:(.*)/);
    token = (await signInForTokens(fetchSend(server?.ready.origin ?? ''), TEST_PUBLIC_URL, login, password)).access_token;
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the job again after the restart and converts it; nothing is stuck or left behind', async () => {
    // OCR of a scanned page takes seconds: long enough to kill the server while it runs.
    const form = fileForm('Scanned.pdf', await scannedPdf(TEXTBOOK_HTML), { QUALITY: 'HIGH' });
    const response = await call(DRIVE_PATHS.htmlConvert, { method: 'POST', body: new Uint8Array(form.payload), headers: form.headers });
    expect(response.status).toBe(201);
    const { DTM_NO } = ((await response.json()) as { data: WireConversionStarted }).data;
    await expect.poll(async () => (await state(DTM_NO)).ATTEMPTS, { timeout: 30_000, interval: 20 }).toBe(1);
    // The worker has its private folder: the conversion is under way.
    await expect.poll(() => existsSync(join(dataDir, 'tmp')) && readdirSync(join(dataDir, 'tmp')).some((name) => name.startsWith('convert-')), { timeout: 30_000, interval: 20 }).toBe(true);
    await server?.kill();
    if (databaseUrl) await untilSessionsGone(databaseUrl);
    await start();
    await expect.poll(async () => (await state(DTM_NO)).STATUS, { timeout: 120_000, interval: 250 }).toBe('SUCCESS');
    const done = await state(DTM_NO);
    expect(done.ATTEMPTS).toBe(2);
    expect(done.ENGINE).toBe('pdf-ocr');
    // The dead worker's folder went with the sweep at start; the live one's with its job.
    await expect.poll(() => (existsSync(join(dataDir, 'tmp')) ? readdirSync(join(dataDir, 'tmp')) : []), { timeout: 10_000 }).toEqual([]);
  }, 240_000);
});
