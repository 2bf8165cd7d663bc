import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireFile, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError } from '../../testing/multipartForm.ts';
import { SAMPLE_DTMS } from '../../testing/uploadFixtures.ts';
import { buildZip } from '../../zip/zipBuilder.ts';

// Issue 16 item 7, inside files: U+0000 in a document's text (its title, a
// page's title or print text, a DTMA's audioPath), written in the file as
// the JSON escape \u0000, which no check at the HTTP edge can see. PostgreSQL
// cannot store it (it answered 500 on both engines): the document is refused
// as a bad file naming the page and field, as the edge refuses it in typed
// fields. A file or ZIP entry name is a name: cleaned, or unsafe.

const NUL = '\u0000';
const REFUSAL = 'BAD_VALUE: Page 1: The field "text.plain" holds a NUL character (U+0000), which cannot be stored.';

/** Dot's sample with NUL in its first page's print text, or (for a DTMA) in its audioPath. */
function withNul(options: { dtma?: boolean } = {}): string {
  const document = JSON.parse(SAMPLE_DTMS.toString('utf8')) as { items: { text: { plain: string } }[] } & Record<string, unknown>;
  if (options.dtma) document['audioPath'] = `audio${NUL}/`;
  else (document.items[0] as { text: { plain: string } }).text.plain = `an armadillo${NUL}`;
  // JSON.stringify writes NUL as the escape \u0000, as any JSON writer must.
  return JSON.stringify(document);
}

describe.each(TEST_ENGINES)('NUL inside files on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 60_000);
  afterAll(async () => t.close());

  it('refuses an uploaded DTMS or DTMA with NUL in its texts (422 BAD_FILE naming the field), storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const dtms = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('nul.dtms', withNul()) });
      expect(dtms.statusCode).toBe(422);
      expect(firstError(dtms)).toEqual({ code: 'BAD_FILE', msg: REFUSAL });
      const dtma = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('nul.dtma', withNul({ dtma: true })) });
      expect(dtma.statusCode).toBe(422);
      expect(firstError(dtma)?.msg).toBe('BAD_VALUE: The field "audioPath" holds a NUL character (U+0000), which cannot be stored.');
    });
  });

  it('skips such a DTMS inside a ZIP as BAD_FILE; NUL in a file name is cleaned, in an entry name it makes the entry unsafe', async () => {
    const zip = buildZip([
      { name: 'fine.dtms', data: SAMPLE_DTMS },
      { name: 'inside.dtms', data: Buffer.from(withNul()) },
      { name: Buffer.from(`entry${NUL}name.dtms`), data: SAMPLE_DTMS },
    ]);
    const archive = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('bundle.zip', zip) });
    expect(archive.statusCode).toBe(201);
    const { items, SKIPPED } = (archive.json() as { data: WireUploadResult }).data;
    expect(items.map((item) => item.FILE_NAME)).toEqual(['fine']);
    expect(SKIPPED).toEqual([
      { NAME: 'inside.dtms', REASON: 'BAD_FILE' },
      { NAME: 'entry\uFFFDname.dtms', REASON: 'UNSAFE_PATH' },
    ]);
    const single = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm(`file${NUL}name.dtms`, SAMPLE_DTMS) });
    expect(single.statusCode).toBe(201);
    expect((single.json() as { data: WireUploadResult }).data.items[0]?.FILE_NAME).toBe('filename');
  });

  it('refuses a canvas save whose DTMS text holds NUL escapes (from-dtms, new and over a file): 400 BAD_FILE', async () => {
    await expectNothingStored(t, async () => {
      const created = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createFromDtms, payload: { DTMS_JSON: withNul() } });
      expect(created.statusCode).toBe(400);
      expect(firstError(created)).toEqual({ code: 'BAD_FILE', msg: REFUSAL });
    });
    const file = (await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createFromDtms, payload: { DTMS_JSON: SAMPLE_DTMS.toString('utf8') } })).json() as { data: WireFile };
    const saved = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.saveFromDtms(file.data.DTM_NO), payload: { DTMS_JSON: withNul({ dtma: true }) } });
    expect(saved.statusCode).toBe(400);
    expect(firstError(saved)?.code).toBe('BAD_FILE');
  });

  it('refuses to open such a file (upload-to-json): 422 BAD_FILE', async () => {
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.dtmaToJson, ...fileForm('nul.dtms', withNul()) });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({ code: 'BAD_FILE', msg: REFUSAL });
  });
});
