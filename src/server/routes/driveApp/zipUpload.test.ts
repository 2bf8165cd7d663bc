import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { fileForm, firstError, rowCounts, storedFiles } from '../../testing/multipartForm.ts';
import { SAMPLE_BRF, SAMPLE_DTM, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';
import { buildZip, deflateBomb, zerosBomb, type TestZipEntry } from '../../zip/zipBuilder.ts';

// A ZIP of tactile files through POST /dtms/images (hostile inputs 1, 2, 3):
// what is taken, what is skipped and why, and that a refused archive leaves
// no row, no blob and no spooled file.

describe.each(TEST_ENGINES)('ZIP uploads on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine, { zipMaxEntries: 1000 });
  }, 60_000);
  afterAll(async () => t.close());

  const spooled = () => {
    const tmp = join(t.blobsDir, '..', 'tmp');
    return existsSync(tmp) ? readdirSync(tmp) : [];
  };
  const upload = (entries: readonly TestZipEntry[] | Buffer, name = 'bundle.zip') =>
    t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm(name, Buffer.isBuffer(entries) ? entries : buildZip(entries)) });
  const result = (response: { json: () => unknown }) => (response.json() as { data: WireUploadResult }).data;

  async function refused(entries: readonly TestZipEntry[] | Buffer, status: number, code: string, reason: string) {
    const blobs = storedFiles(t.blobsDir);
    const rows = await rowCounts(t.database.db);
    const response = await upload(entries);
    expect(response.statusCode).toBe(status);
    expect(firstError(response)?.code).toBe(code);
    expect(firstError(response)?.msg.startsWith(reason), firstError(response)?.msg).toBe(true);
    expect(storedFiles(t.blobsDir)).toEqual(blobs);
    expect(await rowCounts(t.database.db)).toEqual(rows);
    expect(spooled()).toEqual([]);
  }

  it('makes a file of every tactile entry, folders flattened, and lists what it skipped', async () => {
    const response = await upload([
      { name: 'maps/', method: 0 },
      { name: 'maps/armadillo.dtms', data: SAMPLE_DTMS },
      { name: 'maps/deep/picture.dtm', data: SAMPLE_DTM },
      { name: 'book.brf', data: SAMPLE_BRF },
      { name: 'photo.png', data: pngImage() },
      { name: 'readme.txt', data: Buffer.from('hello') },
      { name: 'broken.dtms', data: SAMPLE_DTMS.subarray(0, 500) },
      { name: '__MACOSX/maps/._armadillo.dtms', data: Buffer.from('resource fork') },
    ]);
    expect(response.statusCode).toBe(201);
    const { items, SKIPPED } = result(response);
    expect(items.map((item) => [item.FILE_NAME, item.FILE_EXTENSION, item.PAGE_COUNT])).toEqual([
      ['armadillo', 'dtms', 5],
      ['picture', 'dtm', 1],
      ['book', 'brf', 2],
    ]);
    expect(SKIPPED).toEqual([
      { NAME: 'photo.png', REASON: 'UNSUPPORTED_TYPE' },
      { NAME: 'readme.txt', REASON: 'UNSUPPORTED_TYPE' },
      { NAME: 'broken.dtms', REASON: 'BAD_FILE' },
    ]);
    // Skipped entries leave no blob: one blob per file made.
    const keys = await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', 'in', items.map((item) => item.DTM_NO)).execute();
    for (const { blob_key } of keys) expect(storedFiles(t.blobsDir)).toContain(blob_key);
    expect(spooled()).toEqual([]);
  });

  it('skips zip slip entries and a link to /etc/passwd, and writes nothing by an entry name (hostile input 1)', async () => {
    const before = storedFiles(t.blobsDir);
    const response = await upload([
      { name: '../../../../tmp/evil.dtms', data: SAMPLE_DTMS },
      { name: '/etc/evil.dtms', data: SAMPLE_DTMS },
      { name: '..\\..\\evil.dtms', data: SAMPLE_DTMS },
      { name: 'C:\\evil.dtms', data: SAMPLE_DTMS },
      { name: 'passwd.dtms', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
      { name: 'ok.dtms', data: SAMPLE_DTMS },
    ]);
    expect(response.statusCode).toBe(201);
    expect(result(response).items.map((item) => item.FILE_NAME)).toEqual(['ok']);
    expect(result(response).SKIPPED.map((skip) => skip.REASON)).toEqual(['UNSAFE_PATH', 'UNSAFE_PATH', 'UNSAFE_PATH', 'UNSAFE_PATH', 'SYMLINK']);
    const added = storedFiles(t.blobsDir).filter((path) => !before.includes(path));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^files\/[0-9a-f-]{36}$/);
    expect(existsSync('/tmp/evil.dtms')).toBe(false);
  });

  it('cleans hostile entry names, and takes case and Unicode twins as one name (hostile input 3)', async () => {
    const response = await upload([
      { name: '<img src=x onerror=alert(1)>.dtms', data: SAMPLE_DTMS },
      { name: 'a%2f..%2fb.dtms', data: SAMPLE_DTMS },
      { name: 'line\r\nbreak.dtms', data: SAMPLE_DTMS },
      { name: 'nul\u0000byte.dtms', data: SAMPLE_DTMS },
      { name: 'evil\u202Egnp.dtms', data: SAMPLE_DTMS },
      { name: `${'x'.repeat(300)}.dtms`, data: SAMPLE_DTMS },
      { name: 'AUX.dtms', data: SAMPLE_DTMS },
      { name: 'Twin.dtms', data: SAMPLE_DTMS },
      { name: 'TWIN.dtms', data: SAMPLE_DTMS },
      { name: 'Cafe\u0301.dtms', data: SAMPLE_DTMS },
      { name: 'Café.dtms', data: SAMPLE_DTMS },
    ]);
    expect(response.statusCode).toBe(201);
    const { items, SKIPPED } = result(response);
    expect(items.map((item) => item.FILE_NAME)).toEqual([
      'img src=x onerror=alert(1)',
      'a%2f..%2fb',
      'linebreak',
      'evilgnp',
      'x'.repeat(200),
      'AUX',
      'Twin',
      'TWIN (1)',
      'Café',
      'Café (1)',
    ]);
    // A NUL inside an entry name is refused as a path that cannot be trusted, and shown as U+FFFD.
    expect(SKIPPED).toEqual([{ NAME: 'nul\uFFFDbyte.dtms', REASON: 'UNSAFE_PATH' }]);
  });

  it('refuses a real zip bomb (1 MiB unpacking to 1 GiB) as unsafe, leaving nothing (hostile input 2)', async () => {
    // Starting with '{', it looks like a DTMS and is unpacked until the ratio stops it.
    const bomb = deflateBomb(1024, { fill: 0x20, prefix: Buffer.from('{') });
    expect(bomb.data.length).toBeLessThan(1.1 * 1024 * 1024);
    await refused([{ name: 'ok.dtms', data: SAMPLE_DTMS }, { name: 'bomb.dtms', raw: bomb }], 422, 'ZIP_UNSAFE', 'COMPRESSION_RATIO');
  });

  it('refuses a bomb of zeros by its header, and one whose header hides its size as it inflates', async () => {
    await refused([{ name: 'zeros.dtms', raw: zerosBomb(1024) }], 422, 'ZIP_UNSAFE', 'COMPRESSION_RATIO');
    const hidden = deflateBomb(64, { fill: 0x20, prefix: Buffer.from('{') });
    await refused([{ name: 'hidden.dtms', raw: { ...hidden, uncompressedSize: 1000 } }], 422, 'ZIP_UNSAFE', 'SIZE_MISMATCH');
  });

  it('refuses headers that lie about sizes (hostile input 2)', async () => {
    await refused([{ name: 'liar.dtms', data: SAMPLE_DTMS, claimedUncompressedSize: 100 }], 422, 'ZIP_UNSAFE', 'SIZE_MISMATCH');
    await refused([{ name: 'ok.dtms', data: SAMPLE_DTMS }, { name: 'stored liar.dtms', data: SAMPLE_DTMS, method: 0, claimedCompressedSize: 10 }], 422, 'ZIP_UNSAFE', 'SIZE_MISMATCH');
  });

  it('refuses 100,000 entries before unpacking any (hostile input 2)', async () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ name: `${i}.dtms`, method: 0 as const }));
    await refused(entries, 422, 'ZIP_UNSAFE', 'TOO_MANY_ENTRIES');
  });

  it('does not open archives inside archives, three deep (hostile input 2)', async () => {
    const inner = buildZip([{ name: 'inner.dtms', data: SAMPLE_DTMS }]);
    const middle = buildZip([{ name: 'inner.zip', data: inner }]);
    const response = await upload([
      { name: 'middle.zip', data: middle },
      { name: 'top.dtms', data: SAMPLE_DTMS },
    ]);
    expect(response.statusCode).toBe(201);
    expect(result(response).items.map((item) => item.FILE_NAME)).toEqual(['top']);
    expect(result(response).SKIPPED).toEqual([{ NAME: 'middle.zip', REASON: 'NESTED_ARCHIVE' }]);
    await refused([{ name: 'middle.zip', data: middle }], 422, 'ZIP_EMPTY', 'The ZIP file holds no');
  });

  it('refuses an empty archive, one with nothing tactile, and one that is not readable', async () => {
    await refused(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]), 422, 'ZIP_EMPTY', 'The ZIP file holds no');
    await refused([{ name: 'photo.png', data: pngImage() }], 422, 'ZIP_EMPTY', 'The ZIP file holds no');
    await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]), 422, 'BAD_FILE', 'BAD_ZIP');
  });
});
