import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { dataOf } from '../../testing/driveFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { SAMPLE_DTMS } from '../../testing/uploadFixtures.ts';

// docs/API.md "Names" of uploads: a line break in a file name is cleaned
// away like any control, however the form sends it; only an RFC 5987
// filename* carrying %0D%0A makes the parser drop the part (no file, 400).

describe.each(TEST_ENGINES)('line breaks in upload names on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Uploads the sample DTMS with this Content-Disposition file parameter, written as is. */
  const upload = (fileParam: string) => {
    const boundary = 'line-break-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FILE"; ${fileParam}\r\nContent-Type: application/octet-stream\r\n\r\n`),
      SAMPLE_DTMS,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const nameOf = async (fileParam: string) => dataOf<WireUploadResult>(await upload(fileParam), 201).items[0]?.FILE_NAME;

  it('stores the name cleaned when the line break comes in a folded header or ends it', async () => {
    expect(await nameOf('filename="line\r\n break.dtms"')).toBe('line break');
    expect(await nameOf('filename="line\r\n\tbreak.dtms"')).toBe('linebreak');
    expect(await nameOf('filename="line\r\nbreak.dtms"')).toBe('line');
  });

  it('has no file when the line break comes as filename*', async () => {
    expect((await upload("filename*=UTF-8''line%0D%0Abreak.dtms")).statusCode).toBe(400);
  });
});
