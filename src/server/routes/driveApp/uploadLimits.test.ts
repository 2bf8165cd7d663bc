import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { FORM_OVERHEAD_BYTES } from '../../drive/uploads/intake.ts';
import { sizeText } from '../../drive/uploads/uploadErrors.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError, multipartForm, rowCounts, storedFiles, type MultipartForm } from '../../testing/multipartForm.ts';
import { SAMPLE_DTMS, pngOfSize } from '../../testing/uploadFixtures.ts';

// The size limit (spec §5: under 500 MB, here a small one), lengths that are
// missing or lie, uploads that break off, and the quota (hostile input 4):
// every refusal leaves the blob folder and the tables as they were.

const LIMIT = 64 * 1024;
const PARSE_LIMIT = 16 * 1024;
const QUOTA = 100_000;

describe('sizeText', () => {
  it("words the real limit as the spec does: 'File size must be under 500MB'", () => {
    expect(sizeText(500 * 1024 * 1024)).toBe('500MB');
    expect(sizeText(LIMIT)).toBe('65536 bytes');
  });
});

describe.each(TEST_ENGINES)('upload limits on %s', (engine) => {
  let t: DriveTestApp;
  let tight: DriveTestApp;

  beforeAll(async () => {
    [t, tight] = await Promise.all([
      startDriveTestApp(engine, { uploadLimitBytes: LIMIT, parseLimitBytes: PARSE_LIMIT }),
      startDriveTestApp(engine, { uploadLimitBytes: LIMIT, parseLimitBytes: PARSE_LIMIT, quotaBytes: QUOTA }),
    ]);
  }, 60_000);
  afterAll(async () => Promise.all([t.close(), tight.close()]));

  const postImage = (form: MultipartForm, headers: Record<string, string> = {}, app = t) =>
    app.call(app.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, headers: { ...form.headers, ...headers }, payload: form.payload });

  const tooLarge = { code: 'FILE_TOO_LARGE', msg: `File size must be under ${LIMIT} bytes` };

  it('takes a file one byte under the limit, and refuses one exactly at it and one byte over', async () => {
    const under = await postImage(fileForm('under.png', pngOfSize(LIMIT - 1)));
    expect(under.statusCode).toBe(201);
    for (const size of [LIMIT, LIMIT + 1]) {
      await expectNothingStored(t, async () => {
        const response = await postImage(fileForm('big.png', pngOfSize(size)));
        expect(response.statusCode, String(size)).toBe(413);
        expect(firstError(response)).toEqual(tooLarge);
      });
    }
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    await expectNothingStored(t, async () => {
      const form = fileForm('small.png', pngOfSize(100));
      const response = await postImage(form, { 'content-length': String(LIMIT + FORM_OVERHEAD_BYTES + 1) });
      expect(response.statusCode).toBe(413);
      expect(firstError(response)).toEqual(tooLarge);
    });
  });

  it('counts the bytes when the length is missing (chunked) or lies', async () => {
    const big = fileForm('big.png', pngOfSize(LIMIT + 10));
    await expectNothingStored(t, async () => {
      const chunked = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, headers: big.headers, payload: Readable.from([big.payload.subarray(0, 1000), big.payload.subarray(1000)]) });
      expect(chunked.statusCode).toBe(413);
      const lying = await postImage(big, { 'content-length': '100' });
      expect(lying.statusCode).toBe(413);
    });
    const small = fileForm('chunked.png', pngOfSize(2000));
    const fine = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, headers: small.headers, payload: Readable.from([small.payload]) });
    expect(fine.statusCode).toBe(201);
  });

  it('counts the files of one request together against the limit', async () => {
    await expectNothingStored(t, async () => {
      const form = multipartForm([
        { name: 'FILE', fileName: 'a.dtms', data: SAMPLE_DTMS },
        { name: 'FILE', fileName: 'b.dtms', data: SAMPLE_DTMS },
        { name: 'FILE', fileName: 'c.dtms', data: SAMPLE_DTMS },
        { name: 'FILE', fileName: 'd.dtms', data: Buffer.concat([SAMPLE_DTMS, Buffer.alloc(LIMIT - 3 * SAMPLE_DTMS.length, 0x20)]) },
      ]);
      const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...form });
      expect(response.statusCode).toBe(413);
    });
  });

  it('reads tactile files whole only up to the parse limit', async () => {
    await expectNothingStored(t, async () => {
      const padded = Buffer.concat([SAMPLE_DTMS, Buffer.alloc(PARSE_LIMIT, 0x20)]);
      const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('padded.dtms', padded) });
      expect(response.statusCode).toBe(413);
      expect(firstError(response)?.code).toBe('FILE_TOO_LARGE');
      expect(firstError(response)?.msg).toContain(`${PARSE_LIMIT} bytes`);
    });
  });

  it('leaves nothing when the body is cut short', async () => {
    await expectNothingStored(t, async () => {
      const form = fileForm('cut.png', pngOfSize(30_000));
      const response = await postImage({ ...form, payload: form.payload.subarray(0, 20_000) });
      expect(response.statusCode).toBe(400);
      expect(firstError(response)?.code).toBe('UPLOAD_ABORTED');
    });
  });

  it('leaves nothing when the connection breaks while the file is being written', async () => {
    const blobs = storedFiles(t.blobsDir);
    const rows = await rowCounts(t.database.db);
    const form = fileForm('broken.png', pngOfSize(50_000));
    const incoming = join(t.blobsDir, '.incoming');
    const writing = () => existsSync(incoming) && readdirSync(incoming).length > 0;
    let sent = false;
    const payload = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push(form.payload.subarray(0, 30_000));
        // Break off once the server is writing the blob, as a dropped connection would.
        void vi.waitFor(() => expect(writing()).toBe(true), { timeout: 5000 }).then(() => this.destroy(new Error('connection reset')));
      },
    });
    await expect(t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, headers: form.headers, payload })).rejects.toThrow('connection reset');
    await vi.waitFor(() => expect(storedFiles(t.blobsDir)).toEqual(blobs), { timeout: 5000 });
    await sleep(100);
    expect(storedFiles(t.blobsDir)).toEqual(blobs);
    expect(await rowCounts(t.database.db)).toEqual(rows);
  });

  it('refuses what would pass the quota with QUOTA_EXCEEDED, storing nothing', async () => {
    expect((await postImage(fileForm('fits.png', pngOfSize(60_000)), {}, tight)).statusCode).toBe(201);
    await expectNothingStored(tight, async () => {
      const response = await postImage(fileForm('too much.png', pngOfSize(50_000)), {}, tight);
      expect(response.statusCode).toBe(413);
      expect(firstError(response)?.code).toBe('QUOTA_EXCEEDED');
      // Six samples fit the size limit but not the 40,000 bytes left: the five stored first go too.
      const six = multipartForm(Array.from({ length: 6 }, (_, i) => ({ name: 'FILE', fileName: `${i}.dtms`, data: SAMPLE_DTMS })));
      const together = await tight.call(tight.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...six });
      expect(together.statusCode).toBe(413);
      expect(firstError(together)?.code).toBe('QUOTA_EXCEEDED');
    });
    expect((await postImage(fileForm('last bit.png', pngOfSize(QUOTA - 60_000)), {}, tight)).statusCode).toBe(201);
    await expectNothingStored(tight, async () => {
      const full = await tight.call(tight.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('one more.dtms', SAMPLE_DTMS) });
      expect(full.statusCode).toBe(413);
      expect(firstError(full)?.code).toBe('QUOTA_EXCEEDED');
    });
  });
});
