import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireConversionStarted, WireConversionState, WireConvertQuota, WirePdfText } from '../../../shared/api/conversion.ts';
import { encryptedPdf, simplePdf, truncatedPdf } from '../../convert/testing/hostilePdfs.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireFile } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError, makeFolder, storedFiles, userRowOf, type MultipartForm } from '../../testing/multipartForm.ts';
import { ELF_EXE, HTML_PAGE, pngImage, SAMPLE_DTMS } from '../../testing/uploadFixtures.ts';
import { buildZip } from '../../zip/zipBuilder.ts';

// The conversion routes' intake and state over HTTP, with no conversion
// running (the runner is off here: convertJobs.test.ts converts for real).
// What is taken is known by its bytes; every refusal leaves nothing behind;
// the high-quality allowance is counted per calendar month.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCX = buildZip([
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
  { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
]);
const PLAIN_ZIP = buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]);
const MESSAGE = 'This file cannot be uploaded, check the supported formats: PDF, DOCX.';

describe.each(TEST_ENGINES)('conversion routes on %s', (engine) => {
  let t: DriveTestApp;
  let ownerRow: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine, { uploadLimitBytes: 64 * 1024 }, { conversion: { workers: 0, highQualityPerMonth: 2 } });
    ownerRow = await userRowOf(t, t.owner);
    await userRowOf(t, t.other);
  }, 60_000);
  afterAll(async () => t.close());

  const convert = (form: MultipartForm, user = t.owner) => t.call(user, { method: 'POST', url: DRIVE_PATHS.htmlConvert, ...form });
  const started = (response: { json: () => unknown }) => (response.json() as { data: WireConversionStarted }).data;
  const state = async (dtmNo: string, user = t.owner) => t.call(user, { method: 'GET', url: `${DRIVE_PATHS.convertStatus}?DTM_NO=${dtmNo}` });
  const quota = async () => ((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertQuota })).json() as { data: WireConvertQuota }).data;

  it('takes a PDF: an empty document, ONGOING, its job and its kept source, answered at once', async () => {
    const response = await convert(fileForm('Plants and light.pdf', PDF, { DEVICE_KIND: '300', PDF_ENGINE: 'DOT', IMAGE_TYPE: 'pdf', SITE_NO: '1' }));
    expect(response.statusCode).toBe(201);
    const data = started(response);
    expect(data).toMatchObject({ DTM_NAME: 'Plants and light', DTM_GROUP_NO: null, STATUS: 'ONGOING', QUALITY: 'ORDINARY' });
    const file = await t.database.db.selectFrom('files').selectAll().where('dtm_no', '=', data.DTM_NO).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ file_extension: 'html', device_kind: 300, conversion_status: 'ONGOING', page_count: 1 });
    const job = await t.database.db.selectFrom('jobs').selectAll().where('dtm_no', '=', data.DTM_NO).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'html-convert', status: 'ONGOING', quality: 'ORDINARY', attempts: 0 });
    expect(storedFiles(t.blobsDir)).toContain(job.source_key);
    const blob = await t.blobs.get(job.source_key as string);
    const chunks: Buffer[] = [];
    for await (const chunk of blob) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(PDF);

    const status = await state(data.DTM_NO);
    expect(status.statusCode).toBe(200);
    expect((status.json() as { data: WireConversionState }).data).toMatchObject({ STATUS: 'ONGOING', ERROR_CODE: null, NOTES: [], ATTEMPTS: 0 });
    const listing = await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.files}?DTM_GROUP_NO=ROOT` });
    const listed = (listing.json() as { data: { items?: WireFile[]; ITEMS?: WireFile[] } }).data;
    const items = listed.items ?? listed.ITEMS ?? [];
    expect(items.find((item) => item.DTM_NO === data.DTM_NO)?.CONVERSION_STATUS).toBe('ONGOING');
    // Not finished: no notice yet.
    const popups = await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertStatusPopup });
    expect((popups.json() as { data: { ITEMS: unknown[] } }).data.ITEMS).toEqual([]);
  });

  it('keeps a document being converted from being read or saved until its conversion ends', async () => {
    const { DTM_NO } = started(await convert(fileForm('busy.pdf', PDF)));
    const read = await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.html}?DTM_NO=${DTM_NO}` });
    expect(read.statusCode).toBe(409);
    expect(firstError(read)?.code).toBe('CONVERTING');
    const save = await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.html, payload: { DTM_NO, HTML_STRING: '<p>mine</p>' } });
    expect(save.statusCode).toBe(409);
    expect(firstError(save)?.code).toBe('CONVERTING');
    await t.database.db.updateTable('files').set({ conversion_status: 'FAILED' }).where('dtm_no', '=', DTM_NO).execute();
    expect((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.html}?DTM_NO=${DTM_NO}` })).statusCode).toBe(200);
  });

  it('keeps a file name with control characters as plain text in the job\'s record', async () => {
    const response = await convert(fileForm('bell\u0007 tab\there.pdf', PDF));
    expect(response.statusCode).toBe(201);
    const job = await t.database.db.selectFrom('jobs').select('payload').where('dtm_no', '=', started(response).DTM_NO).executeTakeFirstOrThrow();
    expect((job.payload as { sourceName: string }).sourceName).toBe('bell tabhere.pdf');
  });

  it('takes a Word document (a ZIP with word/document.xml) into a folder, named by DTM_NAME', async () => {
    const folder = await makeFolder(t.database.db, ownerRow, 'Science');
    const response = await convert(fileForm('x.docx', DOCX, { DTM_GROUP_NO: folder, DTM_NAME: 'Chapter: 1?' }));
    expect(response.statusCode).toBe(201);
    expect(started(response)).toMatchObject({ DTM_NAME: 'Chapter 1', DTM_GROUP_NO: folder });
  });

  it('refuses what is not a PDF or a Word document by its bytes, whatever its name, storing nothing', async () => {
    const cases: [string, Buffer][] = [
      ['picture.pdf', pngImage()],
      ['page.pdf', HTML_PAGE],
      ['program.docx', ELF_EXE],
      ['archive.docx', PLAIN_ZIP],
      ['map.pdf', SAMPLE_DTMS],
      ['empty.pdf', Buffer.alloc(0)],
      ['junk before.pdf', Buffer.concat([Buffer.from('MZ'), PDF])],
    ];
    for (const [name, data] of cases) {
      await expectNothingStored(t, async () => {
        const response = await convert(fileForm(name, data));
        expect(response.statusCode, name).toBe(415);
        expect(firstError(response), name).toEqual({ code: 'UNSUPPORTED_TYPE', msg: MESSAGE });
      });
    }
  });

  it('refuses a file at the upload limit, bad fields, someone else\'s folder or USER_NO, and guests', async () => {
    const otherRow = await userRowOf(t, t.other);
    const theirs = await makeFolder(t.database.db, otherRow, 'Theirs');
    const atLimit = Buffer.concat([PDF, Buffer.alloc(64 * 1024 - PDF.length)]);
    const cases: [MultipartForm, number, string, (typeof t.owner | null)?][] = [
      [fileForm('big.pdf', atLimit), 413, 'FILE_TOO_LARGE'],
      [fileForm('a.pdf', PDF, { DEVICE_KIND: '768' }), 400, 'BAD_REQUEST'],
      [fileForm('a.pdf', PDF, { PDF_ENGINE: 'OTHER' }), 400, 'BAD_REQUEST'],
      [fileForm('a.pdf', PDF, { QUALITY: 'BEST' }), 400, 'BAD_REQUEST'],
      [fileForm('a.pdf', PDF, { DTM_GROUP_NO: theirs }), 404, 'FOLDER_NOT_FOUND'],
      [fileForm('a.pdf', PDF, { USER_NO: t.other.userNo }), 403, 'FORBIDDEN'],
      [fileForm('a.pdf', PDF), 401, 'UNAUTHORIZED', null],
    ];
    for (const [form, status, code, user] of cases) {
      await expectNothingStored(t, async () => {
        const response = await convert(form, user === undefined ? t.owner : (user as never));
        expect(response.statusCode, code).toBe(status);
        expect(firstError(response)?.code, code).toBe(code);
      });
    }
  });

  it('counts high-quality conversions per month: shown before, refused past the allowance, new next month', async () => {
    await t.database.db.deleteFrom('jobs').where('quality', '=', 'HIGH').execute();
    expect(await quota()).toEqual({ TOTAL: 2, USED: 0, REMAINING: 2 });
    for (let i = 0; i < 2; i++) expect((await convert(fileForm(`scan ${i}.pdf`, PDF, { QUALITY: 'HIGH' }))).statusCode).toBe(201);
    expect(await quota()).toEqual({ TOTAL: 2, USED: 2, REMAINING: 0 });
    await expectNothingStored(t, async () => {
      const refused = await convert(fileForm('scan 3.pdf', PDF, { QUALITY: 'high' }));
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused)?.code).toBe('HIGH_QUALITY_LIMIT');
    });
    // Ordinary quality is never counted.
    expect((await convert(fileForm('text.pdf', PDF))).statusCode).toBe(201);
    t.clock.advanceDays(31);
    expect(await quota()).toEqual({ TOTAL: 2, USED: 0, REMAINING: 2 });
  });

  it('tells a document\'s conversion to its owner only; a document not converted has none', async () => {
    const { DTM_NO } = started(await convert(fileForm('mine.pdf', PDF)));
    expect((await state(DTM_NO, t.other)).statusCode).toBe(404);
    const made = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString, payload: { HTML_STRING: '<p>Hi</p>', DTM_NAME: 'Typed' } });
    const typed = (made.json() as { data: { DTM_NO: string } }).data.DTM_NO;
    expect((await state(typed)).statusCode).toBe(404);
    expect((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.convertStatus}?DTM_NO=abc` })).statusCode).toBe(404);
    expect((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertStatus })).statusCode).toBe(400);
  });

  it('converts a failed document again from its kept source, and only a failed one', async () => {
    const { DTM_NO } = started(await convert(fileForm('scanned.pdf', PDF)));
    const again = (quality: string, user = t.owner) => t.call(user, { method: 'POST', url: DRIVE_PATHS.convertAgain, payload: { DTM_NO, QUALITY: quality } });
    expect(firstError(await again('HIGH'))?.code).toBe('NOT_CONVERTIBLE');
    // As the worker ends a PDF without text at ordinary quality.
    const job = await t.database.db.selectFrom('jobs').select(['job_id', 'source_key']).where('dtm_no', '=', DTM_NO).executeTakeFirstOrThrow();
    await t.database.db.updateTable('jobs').set({ status: 'FAILED', error_code: 'NO_TEXT', error: 'The PDF has no text layer.' }).where('job_id', '=', job.job_id).execute();
    await t.database.db.updateTable('files').set({ conversion_status: 'FAILED' }).where('dtm_no', '=', DTM_NO).execute();
    const failed = (await state(DTM_NO)).json() as { data: WireConversionState };
    expect(failed.data).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'NO_TEXT', ERROR: 'The PDF has no text layer.' });
    expect((await again('HIGH', t.other)).statusCode).toBe(404);
    await t.database.db.deleteFrom('jobs').where('quality', '=', 'HIGH').where('dtm_no', '<>', DTM_NO).execute();
    const response = await again('HIGH');
    expect(response.statusCode).toBe(201);
    expect(started(response)).toMatchObject({ DTM_NO, STATUS: 'ONGOING', QUALITY: 'HIGH' });
    const jobs = await t.database.db.selectFrom('jobs').select(['job_id', 'status', 'source_key', 'quality']).where('dtm_no', '=', DTM_NO).orderBy('job_id').execute();
    expect(jobs).toHaveLength(2);
    expect(jobs[0]?.source_key).toBeNull();
    expect(jobs[1]).toMatchObject({ status: 'ONGOING', source_key: job.source_key, quality: 'HIGH' });
    const file = await t.database.db.selectFrom('files').select('conversion_status').where('dtm_no', '=', DTM_NO).executeTakeFirstOrThrow();
    expect(file.conversion_status).toBe('ONGOING');
    expect(firstError(await again('HIGH'))?.code).toBe('NOT_CONVERTIBLE');
  });

  it('reads a PDF\'s plain text in the worker, and refuses what is not a readable PDF', async () => {
    const read = (form: MultipartForm, user: typeof t.owner | null = t.owner) => t.call(user, { method: 'POST', url: DRIVE_PATHS.pdfToText, ...form });
    const answer = await read(fileForm('two pages.pdf', simplePdf(['Green plants make food.', 'Roots take up water.'])));
    expect(answer.statusCode, answer.body).toBe(200);
    const { TEXT, PAGES } = (answer.json() as { data: WirePdfText }).data;
    expect(PAGES).toBe(2);
    expect(TEXT).toContain('Green plants make food.');
    expect(TEXT.indexOf('Roots take up water.')).toBeGreaterThan(TEXT.indexOf('Green plants'));
    await expectNothingStored(t, async () => {
      expect((await read(fileForm('a.docx', DOCX))).statusCode).toBe(415);
      const broken = await read(fileForm('broken.pdf', truncatedPdf()));
      expect(broken.statusCode).toBe(422);
      expect(firstError(broken)).toMatchObject({ code: 'CONVERSION_FAILED', msg: expect.stringMatching(/^DAMAGED: /) });
      const locked = await read(fileForm('locked.pdf', encryptedPdf()));
      expect(firstError(locked)?.msg).toMatch(/^ENCRYPTED: /);
      expect((await read(fileForm('a.pdf', PDF), null)).statusCode).toBe(401);
    });
  });

  it('shows a finished conversion\'s notice until it is marked shown', async () => {
    const { DTM_NO } = started(await convert(fileForm('done.pdf', PDF)));
    await t.database.db.updateTable('jobs').set({ status: 'SUCCESS' }).where('dtm_no', '=', DTM_NO).execute();
    const pending = async () => ((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertStatusPopup })).json() as { data: { ITEMS: { DTM_NO: string; STATUS: string }[] } }).data.ITEMS;
    // A job marked SUCCESS by hand has no check in its result: no count, not a count of 0.
    expect(await pending()).toContainEqual({ DTM_NO, STATUS: 'SUCCESS', A11Y_FINDINGS: null });
    expect((await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.convertStatusPopup, payload: { DTM_NO } })).statusCode).toBe(200);
    expect((await pending()).map((item) => item.DTM_NO)).not.toContain(DTM_NO);
  });
});
