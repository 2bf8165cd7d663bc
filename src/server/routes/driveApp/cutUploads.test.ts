import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SNIFF_BYTES } from '../../../core/files/index.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { sendCutUpload, portOf, type CutEnding } from '../../testing/cutUpload.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { fileForm, makeFolder, multipartForm, rowCounts, storedFiles, userRowOf, type MultipartForm } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_DTMA, SAMPLE_DTMS, pngOfSize } from '../../testing/uploadFixtures.ts';
import { buildZip } from '../../zip/zipBuilder.ts';

// Issue 16 item 0: a client whose upload stops half-way (the body ends with
// the form left open, the socket half-closes, or the connection is reset)
// must cost the server nothing but that request. Every route that reads a
// multipart file is cut at many points, against a real listening server;
// after each cut the server answers a new connection, and no blob, `.part`,
// spooled file or row is left.

const FILE_BYTES = 40_000;
/** DTMS JSON may end in any amount of white space: the sample, padded to FILE_BYTES. */
const padded = (json: Buffer) => Buffer.concat([json, Buffer.alloc(FILE_BYTES - json.length, 0x20)]);

describe.each(TEST_ENGINES)('uploads cut short on %s', (engine) => {
  let t: DriveTestApp;
  let dtmNo: string;
  let folder: string;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('talking.dtms', SAMPLE_DTMS) });
    dtmNo = (response.json() as { data: WireUploadResult }).data.items[0]?.DTM_NO as string;
    folder = await makeFolder(t.database.db, await userRowOf(t, t.owner), 'Cut');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(async () => t.close());

  const spooled = () => {
    const tmp = join(t.blobsDir, '..', 'tmp');
    return existsSync(tmp) ? readdirSync(tmp) : [];
  };

  /**
   * Every route that reads a multipart file, each with a form whose file part
   * is FILE_BYTES long, and what a body that ends early is answered (a file
   * refused by its first bytes may be refused before the end is seen).
   */
  const routes = (): [string, string, MultipartForm, Buffer, number[]][] => {
    const png = pngOfSize(FILE_BYTES);
    const dtms = padded(SAMPLE_DTMS);
    const zip = buildZip(Array.from({ length: 12 }, (_, i) => ({ name: `map ${i}.dtms`, data: SAMPLE_DTMS, method: 0 as const })));
    const mp3 = Buffer.concat([MP3_AUDIO, Buffer.alloc(FILE_BYTES - MP3_AUDIO.length)]);
    const dtma = padded(SAMPLE_DTMA);
    const audioForm = multipartForm([{ name: 'DTM_NO', value: dtmNo }, { name: 'PAGE_NO', value: '1' }, { name: 'FILE', fileName: 'cut.mp3', data: mp3 }]);
    return [
      ['POST /doc/image', DRIVE_PATHS.uploadImage, fileForm('cut.png', png), png, [400]],
      // A folder named before the file: the route awaits the database before it reads the file.
      ['POST /dtms/images, one DTMS', DRIVE_PATHS.uploadTactile, fileForm('cut.dtms', dtms, { DTM_GROUP_NO: folder }), dtms, [400]],
      ['POST /dtms/images, a ZIP', DRIVE_PATHS.uploadTactile, fileForm('cut.zip', zip), zip, [400]],
      ['POST /dtms/images, a picture it refuses', DRIVE_PATHS.uploadTactile, fileForm('cut.png', png), png, [400, 415]],
      ['POST /dtma/audio', DRIVE_PATHS.audio, audioForm, mp3, [400]],
      ['POST /dtms/images/upload-to-json', DRIVE_PATHS.dtmsToJson, fileForm('cut.dtms', dtms), dtms, [400]],
      ['POST /dtma/images/upload-to-json', DRIVE_PATHS.dtmaToJson, fileForm('cut.dtma', dtma), dtma, [400]],
    ];
  };

  /** Where to cut, in the body: in the part's headers, at its first byte, around and past the sniff window, deep in the file, before the closing boundary. */
  const cutPoints = (form: MultipartForm, data: Buffer): [string, number][] => {
    const partHeaders = form.payload.indexOf('Content-Disposition: form-data; name="FILE"');
    const start = form.payload.indexOf(data);
    const closing = form.payload.lastIndexOf('\r\n--');
    return [
      ['in the part headers', partHeaders + 20],
      ['right after the part headers', start],
      ['after 511 bytes of the file', start + SNIFF_BYTES - 1],
      ['at the end of the sniff window', start + SNIFF_BYTES],
      ['past the sniff window', start + SNIFF_BYTES + 100],
      ['deep in the file', start + Math.floor(data.length * 0.7)],
      ['after the last byte of the file', closing],
      ['in the closing boundary', closing + 6],
    ];
  };

  const endings = (['end', 'halfClose', 'reset'] as const).flatMap((ending): [CutEnding, boolean][] => [
    [ending, true],
    [ending, false],
  ]);

  it('survives every cut on every upload route, leaving nothing behind', async () => {
    const blobs = storedFiles(t.blobsDir);
    const rows = await rowCounts(t.database.db);
    for (const [route, url, form, data, cutAnswers] of routes()) {
      for (const [where, cutAt] of cutPoints(form, data)) {
        for (const [ending, pause] of endings) {
          const label = `${route}, cut ${where} (${cutAt} bytes), ${ending}${pause ? ' after a pause' : ' at once'}`;
          const status = await sendCutUpload(t.app, { url, token: t.owner.token, form, cutAt, ending, pause });
          // A body that ends with the form still open is an interrupted upload; a dropped connection gets no answer.
          if (ending === 'end') expect(cutAnswers, label).toContain(status);
          await vi.waitFor(() => {
            expect(storedFiles(t.blobsDir), label).toEqual(blobs);
            expect(spooled(), label).toEqual([]);
          });
          expect(await rowCounts(t.database.db), label).toEqual(rows);
          const health = await fetch(`http://127.0.0.1:${portOf(t.app)}/healthz`);
          expect(health.status, label).toBe(200);
        }
      }
    }
  }, 120_000);

  it('still takes whole uploads on every route afterwards', async () => {
    for (const [route, url, form] of routes().filter(([route]) => !route.includes('refuses'))) {
      const response = await fetch(`http://127.0.0.1:${portOf(t.app)}${url}`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${t.owner.token}` },
        body: new Uint8Array(form.payload),
      });
      expect(response.status, route).toBeLessThan(300);
    }
  });
});
