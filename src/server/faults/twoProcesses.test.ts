import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireUploadResult } from '../../shared/api/driveAppTypes.ts';
import { REFRESH_TOKEN_PATH } from '../../shared/api/userApp.ts';
import { POSTGRES_TEST_ENGINES, createThrowawayDatabase, type ThrowawayDatabase } from '../db/testDatabases.ts';
import { fileForm } from '../testing/multipartForm.ts';
import { TEST_PUBLIC_URL, fetchSend, postForm, signInWithSession, startSignIn } from '../testing/oidcFlow.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../testing/roundRobinProxy.ts';
import { startS3Server, type TestS3Server } from '../testing/s3Server.ts';
import { startMainServer, type MainServer, type ServerProcess } from '../testing/serverProcess.ts';
import { SAMPLE_DTMS, pngImage } from '../testing/uploadFixtures.ts';
import type { WireConversionStarted, WireConversionState } from '../../shared/api/conversion.ts';
import { textbookDocx } from '../convert/testing/docxFixtures.ts';

// The scaled setup (issue 16, item 11): two server processes on one
// PostgreSQL and one S3-compatible store, behind a proxy that sends each
// request to the next process in turn. A journey through the proxy — sign
// in, upload, list, download, refresh, trash, the purge job, a rate limit —
// works whichever process answers each step. PGlite serves one process only,
// so this runs where the PostgreSQL tests run.

const ADMIN = { login: 'owner', password: 'owner password long enough' };
const USER = { login: 'other', password: 'other password long enough' };

describe.each(POSTGRES_TEST_ENGINES)('two server processes behind a proxy (%s, S3)', () => {
  let database: ThrowawayDatabase;
  let s3: TestS3Server;
  const dataDirs: string[] = [];
  const servers: ServerProcess<MainServer>[] = [];
  let proxy: RoundRobinProxy;

  /** A server process; a restarted one takes its old port, so the proxy still finds it. */
  const startOne = async (port = 0) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'two-processes-'));
    dataDirs.push(dataDir);
    return startMainServer({ dataDir, databaseUrl: database.url, seedAdmin: `${ADMIN.login}:${ADMIN.password}`, seedUser: `${USER.login}:${USER.password}`, env: { ...s3.env, PORT: String(port) } });
  };

  beforeAll(async () => {
    database = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
    s3 = await startS3Server();
    // One after the other: the first creates the schema and the seeded accounts, the second finds them.
    servers.push(await startOne());
    servers.push(await startOne());
    proxy = await startRoundRobinProxy(servers.map((server) => server.ready.origin));
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  const api = async (token: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${proxy.origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    return { status: response.status, backend: response.headers.get('x-test-backend'), body: Buffer.from(await response.arrayBuffer()) };
  };
  const json = <T>(answer: { body: Buffer }) => (JSON.parse(answer.body.toString('utf8')) as { data: T }).data;

  it('a user signs in, uploads, lists, downloads, refreshes and trashes, each step answered by either process', async () => {
    const before = [...proxy.served];
    const { tokens } = await signInWithSession(fetchSend(proxy.origin), TEST_PUBLIC_URL, ADMIN.login, ADMIN.password);

    const picture = pngImage(40, 30);
    const form = fileForm('class map.png', picture);
    const uploaded = await api(tokens.access_token, DRIVE_PATHS.uploadImage, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
    expect(uploaded.status, uploaded.body.toString('utf8')).toBe(201);
    const tactile = fileForm('lesson.dtms', SAMPLE_DTMS);
    expect((await api(tokens.access_token, DRIVE_PATHS.uploadTactile, { method: 'POST', headers: tactile.headers, body: new Uint8Array(tactile.payload) })).status).toBe(201);
    const image = json<WireUploadResult>(uploaded).items[0];
    if (!image) throw new Error('the upload answered no item');

    // Listed and downloaded twice: once by each process (the content is in the shared store).
    const listings = [await api(tokens.access_token, DRIVE_PATHS.files), await api(tokens.access_token, DRIVE_PATHS.files)];
    expect(new Set(listings.map((listing) => listing.backend))).toEqual(new Set(['0', '1']));
    for (const listing of listings) expect(json<DriveListing>(listing).items.map((item) => item.FILE_NAME).sort()).toEqual(['class map', 'lesson']);
    const downloads = [await api(tokens.access_token, `${DRIVE_PATHS.download}?dtmNo=${image.DTM_NO}`), await api(tokens.access_token, `${DRIVE_PATHS.download}?dtmNo=${image.DTM_NO}`)];
    expect(new Set(downloads.map((download) => download.backend))).toEqual(new Set(['0', '1']));
    for (const download of downloads) expect(download.body.equals(picture)).toBe(true);

    // A refresh token issued through one process is taken by the other, and the new access token works on both.
    const refreshed = await fetch(`${proxy.origin}${REFRESH_TOKEN_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ REFRESH_TOKEN: tokens.refresh_token }) });
    expect(refreshed.status).toBe(200);
    const renewed = ((await refreshed.json()) as { data: { ACCESS_TOKEN: string } }).data.ACCESS_TOKEN;
    const remaining = [await api(renewed, DRIVE_PATHS.remaining), await api(renewed, DRIVE_PATHS.remaining)];
    expect(remaining.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(remaining.map((answer) => answer.backend))).toEqual(new Set(['0', '1']));

    // Trashed through one process, the other lists it in the trash.
    expect((await api(renewed, DRIVE_PATHS.trashFile(image.DTM_NO), { method: 'DELETE' })).status).toBe(200);
    const trash = json<DriveListing>(await api(renewed, `${DRIVE_PATHS.files}?SCOPE=TRASH`));
    expect(trash.items.map((item) => item.FILE_KEY)).toEqual([image.FILE_KEY]);

    // Both processes answered parts of the journey, sign-in included.
    expect(proxy.served.every((count, index) => count - (before[index] ?? 0) >= 5)).toBe(true);
  }, 120_000);

  it('the purge job of either process deletes expired trash and its stored content for both', async () => {
    const { tokens } = await signInWithSession(fetchSend(proxy.origin), TEST_PUBLIC_URL, USER.login, USER.password);
    const form = fileForm('old worksheet.png', pngImage(8, 8));
    const uploaded = json<WireUploadResult>(await api(tokens.access_token, DRIVE_PATHS.uploadImage, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) })).items[0];
    if (!uploaded) throw new Error('the upload answered no item');
    expect((await api(tokens.access_token, DRIVE_PATHS.trashFile(uploaded.DTM_NO), { method: 'DELETE' })).status).toBe(200);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Trashed 31 days ago: the purge runs at each start (and hourly), so restarting one process runs it.
      const { rows } = await admin.query<{ blob_key: string }>("update files set trashed_at = now() - interval '31 days' where dtm_no = $1 returning blob_key", [uploaded.DTM_NO]);
      const blobKey = rows[0]?.blob_key;
      expect(blobKey).toBeTruthy();
      const restarted = servers.shift() as ServerProcess<MainServer>;
      await restarted.stop();
      servers.unshift(await startOne(Number(new URL(restarted.ready.origin).port)));
      let left = 1;
      for (let i = 0; i < 100 && left > 0; i++) {
        left = Number((await admin.query('select count(*) from files where dtm_no = $1', [uploaded.DTM_NO])).rows[0].count);
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(left).toBe(0);
      // The process that did not restart no longer lists it, and the store no longer holds its content.
      const otherProcess = servers[1] as ServerProcess<MainServer>;
      const trash = await fetch(`${otherProcess.ready.origin}${DRIVE_PATHS.files}?SCOPE=TRASH`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(((await trash.json()) as { data: DriveListing }).data.items).toEqual([]);
      const stored = await fetch(`${s3.endpoint}/${s3.bucket}/${blobKey}`, { method: 'HEAD' });
      expect(stored.status).toBe(404);
    } finally {
      await admin.end();
    }
  }, 240_000);

  it('a sign-in limit counts tries made through both processes together', async () => {
    const send = fetchSend(proxy.origin);
    const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
    const statuses: number[] = [];
    // Ten wrong tries for one login from one address are allowed in a minute; counted per process, each would have seen five.
    for (let i = 0; i < 10; i++) statuses.push((await postForm(send, jar, loginPath, { login: USER.login, password: `guess ${i}`, action: 'sign-in' })).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = [await postForm(send, jar, loginPath, { login: USER.login, password: USER.password, action: 'sign-in' }), await postForm(send, jar, loginPath, { login: USER.login, password: USER.password, action: 'sign-in' })];
    expect(refused.map((answer) => answer.statusCode)).toEqual([429, 429]);
  }, 120_000);

  it('converts documents uploaded through either process exactly once, both processes converting, the sources in the shared store', async () => {
    const { tokens } = await signInWithSession(fetchSend(proxy.origin), TEST_PUBLIC_URL, ADMIN.login, ADMIN.password);
    const started: string[] = [];
    for (let n = 0; n < 6; n++) {
      const form = fileForm(`Lesson ${n}.docx`, textbookDocx());
      const answer = await api(tokens.access_token, DRIVE_PATHS.htmlConvert, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
      expect(answer.status, answer.body.toString('utf8')).toBe(201);
      started.push(json<WireConversionStarted>(answer).DTM_NO);
    }
    const state = async (dtmNo: string) => json<WireConversionState>(await api(tokens.access_token, `${DRIVE_PATHS.convertStatus}?DTM_NO=${dtmNo}`));
    for (const dtmNo of started) {
      await expect.poll(async () => (await state(dtmNo)).STATUS, { timeout: 90_000, interval: 250 }).toBe('SUCCESS');
      expect((await state(dtmNo)).ATTEMPTS).toBe(1);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const jobs = await client.query<{ locked_by: string }>("select locked_by from jobs where kind = 'html-convert' and dtm_no = any($1::bigint[])", [started]);
      // Each job ended by one worker; the six spread over both processes (two workers, one per process).
      expect(jobs.rows).toHaveLength(6);
      expect(new Set(jobs.rows.map((row) => row.locked_by.split(':')[1])).size).toBe(2);
      // Converted once: one picture folder per document, not two.
      const folders = await client.query<{ n: string }>("select count(*) as n from folders where dtm_group_name like 'Lesson % images'");
      expect(Number(folders.rows[0]?.n)).toBe(6);
    } finally {
      await client.end();
    }
  }, 180_000);
});
