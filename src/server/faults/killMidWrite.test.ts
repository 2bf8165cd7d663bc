import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFileDetail, WirePage, WireUploadResult } from '../../shared/api/driveAppTypes.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { TEST_ENGINES, createThrowawayDatabase } from '../db/testDatabases.ts';
import { dtmsDocument } from '../testing/driveFixtures.ts';
import { fileForm, multipartForm, storedFiles } from '../testing/multipartForm.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../testing/oidcFlow.ts';
import { untilSessionsGone } from '../testing/postgresSessions.ts';
import { startMainServer, type MainServer, type ServerProcess } from '../testing/serverProcess.ts';
import { MP3_AUDIO, SAMPLE_DTM, pngOfSize } from '../testing/uploadFixtures.ts';
import { buildZip } from '../zip/zipBuilder.ts';
import { holdRequest, type HeldRequest } from './heldRequest.ts';

// kill -9 of the real server (src/server/main.ts in its own process) in the
// middle of an upload, a ZIP import and a save, then a start on the same data
// (verification.md, "Load and faults"; issue 16 items 4 and 12). After each
// restart: nothing partial is visible (every listed file is whole, its rows
// agree with its document), nothing saved before is lost, and nothing is left
// on disk (no half write, no spooled ZIP, no blob without a row). Each kill
// happens at a point the test has seen reached (bytes on the server's disk),
// with the client paused mid-body: no guess about time.

const ADMIN = 'owner:owner password long enough';
const USER = 'other:other password long enough';
const MB = 1024 * 1024;

describe.each(TEST_ENGINES)('kill -9 mid-write on %s, then a restart', (engine) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  let server: ServerProcess<MainServer> | undefined;
  let token = '';
  /** What must survive every kill: file number → the bytes its download gives. */
  const saved = new Map<string, Buffer>();

  const blobsDir = () => join(dataDir, 'blobs');
  const start = async () => {
    server = await startMainServer({ dataDir, databaseUrl, seedAdmin: ADMIN, seedUser: USER });
    return server.ready.origin;
  };
  const origin = () => server?.ready.origin ?? '';
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${origin()}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const data = async <T>(response: Response, status = 200): Promise<T> => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return (JSON.parse(text) as { data: T }).data;
  };
  const download = async (dtmNo: string) => Buffer.from(await (await call(`${DRIVE_PATHS.download}?DTM_NO=${dtmNo}`)).arrayBuffer());
  const held = (path: string, form: { payload: Buffer; headers: Record<string, string> }): HeldRequest =>
    holdRequest(origin(), { method: 'POST', path, headers: { ...form.headers, authorization: `Bearer ${token}`, 'content-length': String(form.payload.length) } });

  /** Files under a folder of DATA_DIR ('' when there is no such folder). */
  const filesIn = (relative: string) => (existsSync(join(dataDir, relative)) ? readdirSync(join(dataDir, relative)) : []);
  /** Waits until the server has written what the test needs to see before it kills (polled, never timed). */
  const until = (what: () => boolean) => expect.poll(what, { timeout: 30_000, interval: 20 }).toBe(true);

  /** The checks after every restart. */
  async function expectIntact(): Promise<void> {
    const listing = await data<{ items: WireFile[] }>(await call(`${DRIVE_PATHS.files}?SCOPE=MINE&PAGE_SIZE=100`));
    expect(listing.items.map((file) => file.DTM_NO).sort()).toEqual([...saved.keys()].sort());
    for (const [dtmNo, bytes] of saved) {
      expect((await download(dtmNo)).equals(bytes), `file ${dtmNo} is whole`).toBe(true);
      // A document's row, its document and its page rows agree: no half save.
      const detail = await data<WireFileDetail>(await call(DRIVE_PATHS.file(dtmNo)));
      if (detail.DTMS_JSON !== null) {
        const pages = (detail.DTMS_JSON as { items: unknown[] }).items.length;
        expect(detail.PAGE_COUNT).toBe(pages);
        expect(detail.PAGES.map((page: WirePage) => page.PAGE_NO)).toEqual(Array.from({ length: pages }, (_, index) => index + 1));
      }
    }
    // Nothing left: no half write, no spooled ZIP, and exactly one blob per stored file.
    expect(filesIn('blobs/.incoming')).toEqual([]);
    expect(filesIn('tmp')).toEqual([]);
    const blobBacked = listing.items.filter((file) => file.FILE_EXTENSION === 'png' || file.FILE_EXTENSION === 'dtm').length;
    expect(storedFiles(blobsDir()).filter((path) => path.startsWith('files/'))).toHaveLength(blobBacked);
    expect(storedFiles(blobsDir()).filter((path) => path.startsWith('audio/'))).toHaveLength(audioPages);
  }
  let audioPages = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'faults-'));
    if (engine === 'postgres') {
      const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
      databaseUrl = throwaway.url;
      dropDatabase = throwaway.drop;
    }
    await start();
    const [login = '', password = ''] = ADMIN.split(/:(.*)/);
    token = (await signInForTokens(fetchSend(origin()), TEST_PUBLIC_URL, login, password)).access_token;
    // Saved before any kill: a picture, a tactile file (both blobs), two documents, and audio on a page.
    for (const [path, form] of [
      [DRIVE_PATHS.uploadImage, fileForm('kept.png', pngOfSize(64 * 1024))],
      [DRIVE_PATHS.uploadTactile, fileForm('kept.dtm', SAMPLE_DTM)],
    ] as const) {
      const [file] = (await data<WireUploadResult>(await call(path, { method: 'POST', body: new Uint8Array(form.payload), headers: form.headers }), 201)).items;
      if (file) saved.set(file.DTM_NO, await download(file.DTM_NO));
    }
    for (const name of ['draft one', 'draft two']) {
      const body = JSON.stringify({ DTM_NAME: name, DTMS_JSON: dtmsDocument({ title: name, pages: 3 }) });
      const file = await data<WireFile>(await call(DRIVE_PATHS.createFromDtms, { method: 'POST', body, headers: { 'content-type': 'application/json' } }), 201);
      saved.set(file.DTM_NO, await download(file.DTM_NO));
    }
    const [document] = [...saved.keys()].slice(2);
    const audio = fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: document ?? '', PAGE_NO: '1' });
    await data<WirePage>(await call(DRIVE_PATHS.audio, { method: 'POST', body: new Uint8Array(audio.payload), headers: audio.headers }), 201);
    audioPages = 1;
    await expectIntact();
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('kill -9 mid-upload, mid-ZIP-import and mid-save: after the restart nothing is half done, nothing saved is lost, nothing is left', async () => {
    const [first = '', second = ''] = [...saved.keys()].slice(2);
    const inFlight: HeldRequest[] = [];

    // Mid-upload: a picture and page audio, each half sent, both being written (half files in .incoming).
    const picture = fileForm('half.png', pngOfSize(4 * MB));
    const audio = fileForm('half.mp3', Buffer.concat([MP3_AUDIO, Buffer.alloc(4 * MB)]), { DTM_NO: second, PAGE_NO: '2' });
    for (const [path, form] of [[DRIVE_PATHS.uploadImage, picture], [DRIVE_PATHS.audio, audio]] as const) {
      const upload = held(path, form);
      await upload.send(form.payload.subarray(0, 2 * MB));
      inFlight.push(upload);
    }
    await until(() => filesIn('blobs/.incoming').filter((name) => statSync(join(blobsDir(), '.incoming', name)).size > MB).length === 2);

    // Mid-ZIP-import: two archives in one request. The first is unpacked as soon as it has arrived (240 blobs);
    // the rows wait for the whole request, and the second archive is half spooled in DATA_DIR/tmp.
    const archive = buildZip(Array.from({ length: 240 }, (_, index) => ({ name: `pictures/p${index}.dtm`, data: SAMPLE_DTM })));
    const next = buildZip([{ name: 'big.dtm', data: Buffer.alloc(3 * MB, 1), method: 0 }]);
    const zips = multipartForm([{ name: 'FILE', fileName: 'first.zip', data: archive }, { name: 'FILE', fileName: 'second.zip', data: next }]);
    const zipUpload = held(DRIVE_PATHS.uploadTactile, zips);
    await zipUpload.send(zips.payload.subarray(0, zips.payload.indexOf(next) + MB));
    inFlight.push(zipUpload);
    const blobsBefore = 2;
    await until(() => filesIn('blobs/files').length === blobsBefore + 240 && filesIn('tmp').some((name) => statSync(join(dataDir, 'tmp', name)).size > 0));

    // Mid-save: one save half sent, another sent whole (it may or may not commit before the kill).
    const save = (dtmNo: string) => {
      const body = Buffer.from(JSON.stringify({ DTMS_JSON: dtmsDocument({ title: 'rewritten', pages: 40 }) }));
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(body.length) };
      return { body, request: holdRequest(origin(), { method: 'POST', path: DRIVE_PATHS.saveFromDtms(dtmNo), headers }) };
    };
    const half = save(first);
    await half.request.send(half.body.subarray(0, half.body.length / 2));
    const whole = save(second);
    await whole.request.send(whole.body);
    inFlight.push(half.request);

    await server?.kill();
    for (const request of inFlight) expect(await request.answer).toBeInstanceOf(Error);
    if (databaseUrl) await untilSessionsGone(databaseUrl);

    await start();
    const after = await download(second);
    if (!after.equals(saved.get(second) ?? Buffer.alloc(0))) {
      // The whole save committed before the kill: it is the new document, whole (expectIntact checks its rows agree).
      expect((JSON.parse(after.toString('utf8')) as { items: unknown[] }).items).toHaveLength(40);
      saved.set(second, after);
    }
    await expectIntact();
  }, 120_000);

  it('after a clean stop, every row has its content and every blob its row', async () => {
    await server?.stop();
    server = undefined;
    const database: Database = await openDatabase({ dataDir, databaseUrl });
    try {
      const files = await database.db.selectFrom('files').select(['dtm_no', 'blob_key', 'dtms_json']).execute();
      expect(files.map((row) => String(row.dtm_no)).sort()).toEqual([...saved.keys()].sort());
      for (const row of files) expect(row.blob_key !== null || row.dtms_json !== null).toBe(true);
      const audio = await database.db.selectFrom('file_pages').select('audio_blob_key').where('audio_blob_key', 'is not', null).execute();
      const keys = [...files.map((row) => row.blob_key), ...audio.map((row) => row.audio_blob_key)].filter((key): key is string => key !== null);
      expect(storedFiles(blobsDir())).toEqual(keys.sort());
    } finally {
      await database.close();
    }
  }, 60_000);
});
