import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError, makeFolder, multipartForm, rowCounts, storedFiles, userRowOf, type MultipartForm } from '../../testing/multipartForm.ts';
import {
  ELF_EXE,
  HTML_PAGE,
  SAMPLE_BRF,
  SAMPLE_DTM,
  SAMPLE_DTMA,
  SAMPLE_DTMS,
  WINDOWS_EXE,
  jpegImage,
  pngImage,
} from '../../testing/uploadFixtures.ts';

// POST /dtms/images and POST /doc/image: what is taken, by content; what is
// refused, and that a refusal leaves no row and no blob.

const TACTILE_MESSAGE = 'This file cannot be uploaded, check the supported formats: DTMS, DTMX, DTMA, DTM, ZIP, BRF, BRL.';
const IMAGE_MESSAGE = 'This file cannot be uploaded, check the supported formats: JPG, PNG, JPEG.';

describe.each(TEST_ENGINES)('uploads into the drive on %s', (engine) => {
  let t: DriveTestApp;
  let ownerRow: string;
  let otherRow: string;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    ownerRow = await userRowOf(t, t.owner);
    otherRow = await userRowOf(t, t.other);
  }, 60_000);
  afterAll(async () => t.close());

  const post = (user: TestUser | null, url: string, form: MultipartForm, query = '') => t.call(user, { method: 'POST', url: `${url}${query}`, ...form });
  const uploaded = (response: { json: () => unknown }) => (response.json() as { data: WireUploadResult }).data;

  it('stores a DTMS by its content, with its pages and their descriptions', async () => {
    const response = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('Armadillo.dtms', SAMPLE_DTMS));
    expect(response.statusCode).toBe(201);
    const { items, SKIPPED } = uploaded(response);
    expect(SKIPPED).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ FILE_NAME: 'Armadillo', FILE_EXTENSION: 'dtms', DEVICE_KIND: '300', PAGE_COUNT: 5, SIZE: SAMPLE_DTMS.length, IS_MINE: true, DTM_IMG: null });
    expect(items[0]?.PREVIEW).toMatch(/^[0-9a-f]{600}$/);
    const pages = await t.database.db.selectFrom('file_pages').selectAll().where('dtm_no', '=', items[0]?.DTM_NO as string).orderBy('page_no').execute();
    expect(pages.map((page) => page.page_no)).toEqual([1, 2, 3, 4, 5]);
    expect(pages[0]?.alt_text).toContain('아르마딜로');
    const row = await t.database.db.selectFrom('files').select(['blob_key', 'content_type']).where('dtm_no', '=', items[0]?.DTM_NO as string).executeTakeFirstOrThrow();
    expect(storedFiles(t.blobsDir)).toContain(row.blob_key);
    expect(row.content_type).toBe('application/json');
  });

  it('takes DTM, DTMA, DTMX, BRF and BRL by content, and names the kind by it', async () => {
    const cases: [string, Buffer, string, number][] = [
      ['picture.dtm', SAMPLE_DTM, 'dtm', 1],
      ['with audio.dtma', SAMPLE_DTMA, 'dtma', 5],
      ['exchange.dtmx', SAMPLE_DTMS, 'dtmx', 5],
      ['audio named wrongly.dtms', SAMPLE_DTMA, 'dtma', 5],
      ['book.brf', SAMPLE_BRF, 'brf', 2],
      ['book.BRL', SAMPLE_BRF, 'brl', 2],
    ];
    for (const [name, data, extension, pages] of cases) {
      const response = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm(name, data));
      expect(response.statusCode, name).toBe(201);
      expect(uploaded(response).items[0], name).toMatchObject({ FILE_EXTENSION: extension, PAGE_COUNT: pages });
    }
  });

  it('takes several files in one request, giving a second of one name the suffix (1)', async () => {
    const form = multipartForm([
      { name: 'FILE', fileName: 'twin.dtms', data: SAMPLE_DTMS },
      { name: 'FILE', fileName: 'twin.dtms', data: SAMPLE_DTMS },
      { name: 'FILE', fileName: 'single.dtm', data: SAMPLE_DTM },
    ]);
    const response = await post(t.owner, DRIVE_PATHS.uploadTactile, form);
    expect(response.statusCode).toBe(201);
    expect(uploaded(response).items.map((item) => item.FILE_NAME)).toEqual(['twin', 'twin (1)', 'single']);
  });

  it('takes the good files of a mixed batch and names each refused one with its reason, storing nothing of those (issue 17 item 6)', async () => {
    const blobsBefore = storedFiles(t.blobsDir).length;
    const rowsBefore = await rowCounts(t.database.db);
    // A refused file longer than the first bytes that decide its kind: its rest must still be read off the wire.
    const bigExe = Buffer.concat([WINDOWS_EXE, Buffer.alloc(300_000, 0x90)]);
    const form = multipartForm([
      { name: 'FILE', fileName: 'first.dtms', data: SAMPLE_DTMS },
      { name: 'FILE', fileName: 'x.exe', data: bigExe },
      { name: 'FILE', fileName: 'truncated.dtms', data: SAMPLE_DTMS.subarray(0, 1000) },
      { name: 'FILE', fileName: 'last.dtm', data: SAMPLE_DTM },
    ]);
    const response = await post(t.owner, DRIVE_PATHS.uploadTactile, form);
    expect(response.statusCode).toBe(201);
    const result = uploaded(response);
    expect(result.items.map((item) => item.FILE_NAME)).toEqual(['first', 'last']);
    expect(result.REFUSED).toEqual([
      { NAME: 'x.exe', CODE: 'UNSUPPORTED_TYPE', MSG: TACTILE_MESSAGE },
      { NAME: 'truncated.dtms', CODE: 'BAD_FILE', MSG: expect.stringMatching(/^NOT_JSON:/) as unknown as string },
    ]);
    // Exactly the two good files: rows and blobs, nothing of the refused ones.
    expect(storedFiles(t.blobsDir)).toHaveLength(blobsBefore + 2);
    expect((await rowCounts(t.database.db)).files).toBe(rowsBefore.files + 2);
  });

  it('refuses a batch whose every file is refused with one error per file, in order, storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const form = multipartForm([
        { name: 'FILE', fileName: 'setup.exe', data: WINDOWS_EXE },
        { name: 'FILE', fileName: 'short.dtm', data: SAMPLE_DTM.subarray(0, 200) },
      ]);
      const response = await post(t.owner, DRIVE_PATHS.uploadTactile, form);
      expect(response.statusCode).toBe(415);
      const { errors } = response.json() as { errors: { code: string; msg: string }[] };
      expect(errors.map((error) => error.code)).toEqual(['UNSUPPORTED_TYPE', 'BAD_FILE']);
    });
  });

  it('puts files into a folder of the caller, named before or after the file', async () => {
    const folder = await makeFolder(t.database.db, ownerRow, 'Maps');
    const before = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('in folder.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: folder }));
    expect(uploaded(before).items[0]?.DTM_GROUP_NO).toBe(folder);
    const after = multipartForm([
      { name: 'FILE', fileName: 'field last.dtms', data: SAMPLE_DTMS },
      { name: 'DTM_GROUP_NO', value: folder },
    ]);
    expect(uploaded(await post(t.owner, DRIVE_PATHS.uploadTactile, after)).items[0]?.DTM_GROUP_NO).toBe(folder);
    const root = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('at root.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: 'ROOT' }));
    expect(uploaded(root).items[0]?.DTM_GROUP_NO).toBeNull();
  });

  it("refuses another user's folder as missing, and stores nothing (IDOR)", async () => {
    const theirs = await makeFolder(t.database.db, otherRow, 'Not yours');
    for (const form of [
      fileForm('x.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: theirs }),
      multipartForm([
        { name: 'FILE', fileName: 'x.dtms', data: SAMPLE_DTMS },
        { name: 'DTM_GROUP_NO', value: theirs },
      ]),
      fileForm('x.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: '999999999' }),
      fileForm('x.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: 'not-a-number' }),
    ]) {
      await expectNothingStored(t, async () => {
        const response = await post(t.owner, DRIVE_PATHS.uploadTactile, form);
        expect(response.statusCode).toBe(404);
        expect(firstError(response)?.code).toBe('FOLDER_NOT_FOUND');
      });
    }
    await expectNothingStored(t, async () => {
      const response = await post(t.owner, DRIVE_PATHS.uploadImage, fileForm('x.png', pngImage(), { DTM_GROUP_NO: theirs }));
      expect(response.statusCode).toBe(404);
    });
  });

  it("refuses a USER_NO that is not the caller's (403), and guests (401)", async () => {
    await expectNothingStored(t, async () => {
      const inQuery = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('x.dtms', SAMPLE_DTMS), `?USER_NO=${encodeURIComponent(t.other.userNo)}`);
      expect(inQuery.statusCode).toBe(403);
      expect(firstError(inQuery)).toEqual({ code: 'FORBIDDEN', msg: 'Forbidden' });
      const inForm = await post(t.owner, DRIVE_PATHS.uploadImage, fileForm('x.png', pngImage(), { USER_NO: t.other.userNo }));
      expect(inForm.statusCode).toBe(403);
      const fieldAfter = await post(t.owner, DRIVE_PATHS.uploadTactile, multipartForm([{ name: 'FILE', fileName: 'x.dtms', data: SAMPLE_DTMS }, { name: 'USER_NO', value: t.other.userNo }]));
      expect(fieldAfter.statusCode).toBe(403);
      for (const url of [DRIVE_PATHS.uploadTactile, DRIVE_PATHS.uploadImage]) {
        expect((await post(null, url, fileForm('x.dtms', SAMPLE_DTMS))).statusCode).toBe(401);
      }
    });
    const own = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('mine.dtms', SAMPLE_DTMS, { USER_NO: t.owner.userNo }));
    expect(own.statusCode).toBe(201);
  });

  it('judges by bytes: a PNG, HTML or an executable named .dtms or .pdf is refused with the formats listed (hostile input 5)', async () => {
    const refused: [string, Buffer][] = [
      ['map.dtms', pngImage()],
      ['map.pdf', pngImage()],
      ['page.dtms', HTML_PAGE],
      ['page.pdf', HTML_PAGE],
      ['page.brf', HTML_PAGE],
      ['setup.pdf', WINDOWS_EXE],
      ['setup.dtms', ELF_EXE],
      ['tab.brf', Buffer.from(',HELLO\tW\r\n')],
      ['empty.dtms', Buffer.alloc(0)],
      ['notes.txt', Buffer.from('plain text that is not named as braille')],
    ];
    for (const [name, data] of refused) {
      await expectNothingStored(t, async () => {
        const response = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm(name, data));
        expect(response.statusCode, name).toBe(415);
        expect(firstError(response), name).toEqual({ code: 'UNSUPPORTED_TYPE', msg: TACTILE_MESSAGE });
      });
    }
    await expectNothingStored(t, async () => {
      const response = await post(t.owner, DRIVE_PATHS.uploadImage, fileForm('picture.png', SAMPLE_DTMS));
      expect(response.statusCode).toBe(415);
      expect(firstError(response)).toEqual({ code: 'UNSUPPORTED_TYPE', msg: IMAGE_MESSAGE });
    });
  });

  it('refuses content that is cut short or broken with BAD_FILE and the format code (hostile input 5)', async () => {
    const broken: [string, string, Buffer, string][] = [
      [DRIVE_PATHS.uploadTactile, 'truncated.dtms', SAMPLE_DTMS.subarray(0, 1000), 'NOT_JSON'],
      [DRIVE_PATHS.uploadTactile, 'bad hex.dtms', Buffer.from(SAMPLE_DTMS.toString('utf8').replace('"data":"0000', '"data":"zz00')), 'BAD_HEX'],
      [DRIVE_PATHS.uploadTactile, 'no pages.dtms', Buffer.from('{"title":"t","lang":"ko","lang_option":"1","device":"dotpad320","items":[]}'), 'NO_PAGES'],
      [DRIVE_PATHS.uploadTactile, 'latin1.dtms', Buffer.from([0x7b, 0xe9, 0x7d]), 'NOT_JSON'],
      [DRIVE_PATHS.uploadTactile, 'short.dtm', SAMPLE_DTM.subarray(0, 200), 'BAD_LENGTH'],
      // Past the first bytes that decide the kind, a tab is found by reading the whole file.
      [DRIVE_PATHS.uploadTactile, 'tab.brf', Buffer.from(`${',HELLO W\r\n'.repeat(100)},HELLO\tW\r\n`), 'NOT_BRAILLE_ASCII'],
      [DRIVE_PATHS.uploadTactile, 'blank.brf', Buffer.from('\r\n\r\n\f'), 'NO_PAGES'],
      [DRIVE_PATHS.uploadImage, 'cut.png', pngImage().subarray(0, 40), 'TRUNCATED'],
      [DRIVE_PATHS.uploadImage, 'cut.jpg', jpegImage().subarray(0, 100), 'TRUNCATED'],
    ];
    for (const [url, name, data, code] of broken) {
      await expectNothingStored(t, async () => {
        const response = await post(t.owner, url, fileForm(name, data));
        expect(response.statusCode, name).toBe(422);
        expect(firstError(response)?.code, name).toBe('BAD_FILE');
        expect(firstError(response)?.msg.startsWith(`${code}:`), `${name}: ${firstError(response)?.msg}`).toBe(true);
      });
    }
  });

  it('stores images as images, with a signed address (DTM_IMG)', async () => {
    const png = await post(t.owner, DRIVE_PATHS.uploadImage, fileForm('photo.png', pngImage()));
    expect(png.statusCode).toBe(201);
    expect(uploaded(png).items[0]).toMatchObject({ FILE_NAME: 'photo', FILE_EXTENSION: 'png', DEVICE_KIND: null, PAGE_COUNT: 1 });
    expect(uploaded(png).items[0]?.DTM_IMG).toMatch(/^\/drive-app\/file\/files\/[0-9a-f-]{36}\?exp=\d+&aud=owner&sig=[\w-]{43}$/);
    const jpg = await post(t.owner, DRIVE_PATHS.uploadImage, fileForm('scan.jpeg', jpegImage()));
    expect(uploaded(jpg).items[0]).toMatchObject({ FILE_NAME: 'scan', FILE_EXTENSION: 'jpg' });
  });

  it('asks for exactly one file where one is expected, in a part named FILE', async () => {
    await expectNothingStored(t, async () => {
      const two = multipartForm([
        { name: 'FILE', fileName: 'a.png', data: pngImage() },
        { name: 'FILE', fileName: 'b.png', data: pngImage() },
      ]);
      expect((await post(t.owner, DRIVE_PATHS.uploadImage, two)).statusCode).toBe(400);
      const none = await post(t.owner, DRIVE_PATHS.uploadTactile, multipartForm([{ name: 'DTM_GROUP_NO', value: 'ROOT' }]));
      expect(none.statusCode).toBe(400);
      expect(firstError(none)?.code).toBe('BAD_REQUEST');
      const wrongPart = await post(t.owner, DRIVE_PATHS.uploadTactile, multipartForm([{ name: 'UPLOAD', fileName: 'x.dtms', data: SAMPLE_DTMS }]));
      expect(wrongPart.statusCode).toBe(400);
      const json = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, payload: { FILE: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(firstError(json)?.code).toBe('BAD_REQUEST');
      const longField = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('x.dtms', SAMPLE_DTMS, { DTM_GROUP_NO: '1'.repeat(5000) }));
      expect(longField.statusCode).toBe(400);
    });
  });

  it('cleans hostile upload names, and never names a stored file after them (hostile input 3)', async () => {
    const names: [string, string][] = [
      // The form parser keeps only what follows the last slash: '</script>' ends the name.
      ['<script>alert(1)</script>.dtms', 'script'],
      ['<b onmouseover=alert(1)>x.dtms', 'b onmouseover=alert(1)x'],
      ['<img src=x onerror=alert(1)>.dtms', 'img src=x onerror=alert(1)'],
      ['a%2f..%2fb.dtms', 'a%2f..%2fb'],
      ['nul\u0000byte.dtms', 'nulbyte'],
      ['evil\u202Egnp.dtms', 'evilgnp'],
      ['CON.dtms', 'CON'],
      ['NUL.dtms', 'NUL'],
      ['../../etc/passwd.dtms', 'passwd'],
      ['.dtms', 'Untitled'],
      ['"quoted".dtms', 'quoted'],
      ['report.final.pdf', 'report.final.pdf'],
    ];
    for (const [raw, clean] of names) {
      const response = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm(raw, SAMPLE_DTMS));
      expect(response.statusCode, JSON.stringify(raw)).toBe(201);
      expect(uploaded(response).items[0]?.FILE_NAME, JSON.stringify(raw)).toBe(clean);
    }
    const long = await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm(`${'긴'.repeat(300)}.dtms`, SAMPLE_DTMS));
    expect(uploaded(long).items[0]?.FILE_NAME).toBe('긴'.repeat(200));
    // A name with a line break never reaches us: the form parser drops the part, and the upload has no file.
    await expectNothingStored(t, async () => expect((await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('line\r\nbreak.dtms', SAMPLE_DTMS))).statusCode).toBe(400));
    for (const path of storedFiles(t.blobsDir)) expect(path).toMatch(/^files\/[0-9a-f-]{36}$/);
  });

  it('treats names that differ only in case or Unicode form as one name (hostile input 3)', async () => {
    const names = ['Café.dtms', 'Cafe\u0301.dtms', 'CAFÉ.dtms'];
    const got = [];
    for (const name of names) got.push(uploaded(await post(t.owner, DRIVE_PATHS.uploadTactile, fileForm(name, SAMPLE_DTMS))).items[0]?.FILE_NAME);
    expect(got).toEqual(['Café', 'Café (1)', 'CAFÉ (2)']);
  });

  it('takes many uploads at once, each with its own name (hostile input 4)', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(t.owner, DRIVE_PATHS.uploadTactile, fileForm('rush.dtms', SAMPLE_DTMS))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const names = responses.map((response) => uploaded(response).items[0]?.FILE_NAME).sort();
    expect(names).toEqual(['rush', 'rush (1)', 'rush (2)', 'rush (3)', 'rush (4)', 'rush (5)']);
  });
});
