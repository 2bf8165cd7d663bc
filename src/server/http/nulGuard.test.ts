import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFileDetail } from '../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { dataOf, dtmsDocument, makeFile } from '../testing/driveFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';
import { fileForm, multipartForm } from '../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_DTMS } from '../testing/uploadFixtures.ts';

// U+0000 cannot be stored in PostgreSQL text; wherever it comes in (a JSON
// body, the query, a path parameter, a form field) it is refused with 400
// naming the character, on both engines, and nothing changes (issue 16 item 7).

const NUL = '\u0000';

describe.each(TEST_ENGINES)('NUL in input on %s', (engine) => {
  let t: DriveTestApp;
  let file: WireFile;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    file = await makeFile(t, t.owner, 'Kept', { pages: 2 });
  }, 120_000);
  afterAll(async () => t?.close());

  /** Checks the answer is the 400 that names the character. */
  function refused(response: LightMyRequestResponse, what: string): void {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    const body = response.json() as { errors: { code: string; msg: string }[] };
    expect(body.errors).toEqual([{ code: 'BAD_REQUEST', msg: expect.stringContaining('NUL character (U+0000)') }]);
  }

  const owner = (options: InjectOptions) => t.call(t.owner, options);

  it('refuses it in JSON bodies: a description, alternative text, a DTMS save, a folder name', async () => {
    const cases: [string, InjectOptions][] = [
      ['description', { method: 'PUT', url: DRIVE_PATHS.file(file.DTM_NO), payload: { DESCRIPTION: `a${NUL}b` } }],
      ['alternative text', { method: 'PUT', url: DRIVE_PATHS.file(file.DTM_NO), payload: { PAGE_DESCRIPTIONS: [{ PAGE_NO: 1, ALT_TEXT: `x${NUL}` }] } }],
      ['a DTMS title in a save', { method: 'POST', url: DRIVE_PATHS.saveFromDtms(file.DTM_NO), payload: { DTMS_JSON: dtmsDocument({ title: `t${NUL}t`, pages: 2 }) } }],
      ['a page description in a save', { method: 'POST', url: DRIVE_PATHS.saveFromDtms(file.DTM_NO), payload: { DTMS_JSON: dtmsDocument({ pages: 2 }), PAGE_DESCRIPTIONS: [{ PAGE_NO: 2, ALT_TEXT: NUL }] } }],
      ['a new document title', { method: 'POST', url: DRIVE_PATHS.createFromDtms, payload: { DTM_NAME: `n${NUL}`, DTMS_JSON: dtmsDocument() } }],
      ['a folder name', { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: `f${NUL}`, PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P' } }],
      ['a key', { method: 'PUT', url: DRIVE_PATHS.file(file.DTM_NO), payload: { [`DESCRIPTION${NUL}`]: 'x' } }],
    ];
    for (const [what, options] of cases) refused(await owner(options), what);
    const kept = dataOf<WireFileDetail>(await owner({ method: 'GET', url: DRIVE_PATHS.file(file.DTM_NO) }));
    expect(kept.FILE_NAME).toBe('Kept');
    expect(kept.DESCRIPTION).toBeNull();
    expect(kept.PAGES.map((page) => page.ALT_TEXT)).toEqual(['page 1', 'page 2']);
  });

  it('refuses it in the query and in path parameters, for guests too', async () => {
    refused(await owner({ method: 'GET', url: `${DRIVE_PATHS.groups}?SEARCH=a%00b` }), 'a folder search');
    refused(await owner({ method: 'GET', url: `${DRIVE_PATHS.files}?SCOPE=MINE&SEARCH=%00` }), 'a file search');
    refused(await t.call(null, { method: 'GET', url: `${DRIVE_PATHS.files}?SCOPE=LIBRARY&CATEGORY=ART%00` }), 'a library category');
    refused(await t.call(null, { method: 'GET', url: `${DRIVE_PATHS.file(file.DTM_NO)}%00` }), 'a file id');
    refused(await owner({ method: 'GET', url: `${DRIVE_PATHS.audioSync}?DTM_NO=${file.DTM_NO}%00` }), 'a DTM_NO');
  });

  it('refuses it in form fields of uploads, and stores nothing', async () => {
    const before = dataOf<{ items: unknown[] }>(await owner({ method: 'GET', url: `${DRIVE_PATHS.files}?SCOPE=MINE` })).items.length;
    refused(await owner({ method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('a.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: `ROOT${NUL}` }) }), 'a folder field');
    const audio = multipartForm([
      { name: 'DTM_NO', value: file.DTM_NO },
      { name: 'PAGE_NO', value: '1' },
      { name: 'PLAY_MODE', value: `auto${NUL}` },
      { name: 'FILE', fileName: 'a.mp3', data: MP3_AUDIO },
    ]);
    refused(await owner({ method: 'POST', url: DRIVE_PATHS.audio, ...audio }), 'an audio setting');
    expect(dataOf<{ items: unknown[] }>(await owner({ method: 'GET', url: `${DRIVE_PATHS.files}?SCOPE=MINE` })).items).toHaveLength(before);
  });
});
