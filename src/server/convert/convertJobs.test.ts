import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireConversionStarted, WireConversionState } from '../../shared/api/conversion.ts';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';
import { fileForm, userRowOf, type MultipartForm } from '../testing/multipartForm.ts';
import { buildDocx, docxFromMarkdown, docxWithPart, documentXml, linkParagraph, paragraph, TEXTBOOK_MARKDOWN, TEXTBOOK_PICTURE, textbookDocx } from './testing/docxFixtures.ts';
import { bombPdf, encryptedPdf, garbageAfterHeaderPdf, javaScriptOnOpenPdf, loopingPageTreePdf, manyPagesPdf, truncatedPdf } from './testing/hostilePdfs.ts';
import { outlineOfHtml, type Outline } from './testing/outline.ts';
import { printedPdf, scannedPdf, TEXTBOOK_HTML, TEXTBOOK_OUTLINE } from './testing/textbookPdfs.ts';
import { wordRecall } from './pdf/ocr/wordRecall.ts';

// Conversions for real, through the routes, the queue, the worker process and
// the converters, on both database engines (issue 21's done-when): the same
// textbook page as a DOCX, a tagged PDF, an untagged PDF and a scanned PDF
// gives the same outline; a PDF without text at ordinary quality fails with
// NO_TEXT and converts at high quality; hostile files end FAILED with a
// reason while the server goes on and nothing is fetched; a dead worker's job
// is taken again, and after its last attempt it is FAILED, never stuck.

let tagged: Buffer;
let untagged: Buffer;
let scanned: Buffer;
let trap: Server;
let trapped = 0;
let trapPort = 0;

beforeAll(async () => {
  [tagged, untagged, scanned] = await Promise.all([printedPdf(TEXTBOOK_HTML, true), printedPdf(TEXTBOOK_HTML, false), scannedPdf(TEXTBOOK_HTML)]);
  // A listener on loopback that hostile files point at: no conversion may ever connect to it.
  trap = createServer((socket) => {
    trapped++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => trap?.close(resolve));
});

/** The DOCX keeps its footnote as a numbered list at the end (docx/bookHtml.ts); print has it as a small paragraph. */
const FOOTNOTE = 'Photosynthesis needs carbon dioxide too.';

function expectTextbook(outline: Outline, footnoteList = false): void {
  expect(outline.headings).toEqual(TEXTBOOK_OUTLINE.headings.map(([level, text]) => [level, text]));
  expect(outline.listItems.map(([text]) => text)).toEqual(footnoteList ? [...TEXTBOOK_OUTLINE.listItems, FOOTNOTE] : TEXTBOOK_OUTLINE.listItems);
  // The nested item is one level down.
  expect(outline.listItems.find(([text]) => text === 'Chlorophyll makes them green')?.[1]).toBe(1);
  expect(outline.tables).toEqual([{ header: TEXTBOOK_OUTLINE.tableHeader, rows: TEXTBOOK_OUTLINE.tableRows }]);
}

describe.each(TEST_ENGINES)('conversion jobs on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine, {}, { conversion: { workers: 2, pollMs: 100, queue: { leaseMs: 3000, maxAttempts: 2 } } });
    await userRowOf(t, t.owner);
  }, 60_000);
  afterAll(async () => t?.close());

  const start = async (form: MultipartForm): Promise<string> => {
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlConvert, ...form });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: WireConversionStarted }).data.DTM_NO;
  };
  const state = async (dtmNo: string): Promise<WireConversionState> => ((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.convertStatus}?DTM_NO=${dtmNo}` })).json() as { data: WireConversionState }).data;
  const finished = async (dtmNo: string): Promise<WireConversionState> => {
    await expect.poll(async () => (await state(dtmNo)).STATUS, { timeout: 90_000, interval: 200 }).not.toBe('ONGOING');
    return state(dtmNo);
  };
  const html = async (dtmNo: string): Promise<string> => ((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.html}?DTM_NO=${dtmNo}` })).json() as { data: { CONTENTS: string } }).data.CONTENTS;
  const conversionStatus = async (dtmNo: string) => (await t.database.db.selectFrom('files').select('conversion_status').where('dtm_no', '=', dtmNo).executeTakeFirstOrThrow()).conversion_status;

  it('converts the textbook as DOCX, tagged PDF and untagged PDF to the same outline', async () => {
    const jobs = {
      docx: await start(fileForm('Plants.docx', textbookDocx())),
      tagged: await start(fileForm('Plants tagged.pdf', tagged)),
      untagged: await start(fileForm('Plants untagged.pdf', untagged)),
    };
    for (const [name, dtmNo] of Object.entries(jobs)) {
      const done = await finished(dtmNo);
      expect(done, name).toMatchObject({ STATUS: 'SUCCESS', ERROR_CODE: null });
      expectTextbook(outlineOfHtml(await html(dtmNo)), name === 'docx');
      expect(await conversionStatus(dtmNo), name).toBeNull();
    }
    expect((await state(jobs.tagged)).ENGINE).toBe('pdf-tagged');
    expect((await state(jobs.untagged)).ENGINE).toBe('pdf-layout');
    expect((await state(jobs.untagged)).NOTES.some((note) => note.KIND === 'inferred-heading')).toBe(true);
    // The source is not kept after a success.
    const sources = await t.database.db.selectFrom('jobs').select('source_key').where('dtm_no', 'in', Object.values(jobs)).execute();
    expect(sources.every((row) => row.source_key === null)).toBe(true);
    // Each finished conversion is told once.
    const popups = ((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertStatusPopup })).json() as { data: { ITEMS: { DTM_NO: string; STATUS: string }[] } }).data.ITEMS;
    for (const dtmNo of Object.values(jobs)) expect(popups).toContainEqual({ DTM_NO: dtmNo, STATUS: 'SUCCESS', A11Y_FINDINGS: (await state(dtmNo)).A11Y_FINDINGS });
  }, 120_000);

  it('keeps the pictures as image files of the drive, with their alternative text', async () => {
    const dtmNo = await start(fileForm('Leaf.docx', textbookDocx()));
    await finished(dtmNo);
    const outline = outlineOfHtml(await html(dtmNo));
    expect(outline.pictures).toHaveLength(1);
    expect(outline.pictures[0]?.alt).toBe('A green leaf in the sun');
    expect(outline.pictures[0]?.src).toMatch(/^\/drive-app\/file\//);
    const folder = await t.database.db.selectFrom('folders').select('dtm_group_no').where('dtm_group_name', '=', 'Leaf images').executeTakeFirstOrThrow();
    const pictures = await t.database.db.selectFrom('files').select(['file_extension']).where('dtm_group_no', '=', folder.dtm_group_no).execute();
    expect(pictures.map((row) => row.file_extension)).toEqual(['png']);
  }, 60_000);

  it('checks a converted document when its job ends: a picture without alternative text is one more error, in the status and the notice', async () => {
    // The textbook as it is (its picture described), and the same with the description left out.
    const described = await start(fileForm('Described.docx', textbookDocx()));
    const bare = await start(fileForm('Bare.docx', docxFromMarkdown(TEXTBOOK_MARKDOWN.replace('![A green leaf in the sun]', '![]'), { 'leaf.png': TEXTBOOK_PICTURE })));
    const [withAlt, withoutAlt] = [await finished(described), await finished(bare)];
    expect(withAlt.STATUS).toBe('SUCCESS');
    expect(withoutAlt.STATUS).toBe('SUCCESS');
    expect(withoutAlt.NOTES.map((note) => note.KIND)).toContain('image-without-alt');
    expect(withAlt.A11Y_FINDINGS).not.toBeNull();
    expect(withoutAlt.A11Y_FINDINGS).toEqual({ ERRORS: (withAlt.A11Y_FINDINGS?.ERRORS ?? NaN) + 1, WARNINGS: withAlt.A11Y_FINDINGS?.WARNINGS });
    const popups = ((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.convertStatusPopup })).json() as { data: { ITEMS: unknown[] } }).data.ITEMS;
    expect(popups).toContainEqual({ DTM_NO: bare, STATUS: 'SUCCESS', A11Y_FINDINGS: withoutAlt.A11Y_FINDINGS });
  }, 90_000);

  it('fails a scanned PDF at ordinary quality with NO_TEXT, and reads it at high quality', async () => {
    const dtmNo = await start(fileForm('Scanned.pdf', scanned));
    const failed = await finished(dtmNo);
    expect(failed).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'NO_TEXT', A11Y_FINDINGS: null });
    expect(await conversionStatus(dtmNo)).toBe('FAILED');
    const again = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.convertAgain, payload: { DTM_NO: dtmNo, QUALITY: 'HIGH' } });
    expect(again.statusCode).toBe(201);
    const done = await finished(dtmNo);
    expect(done).toMatchObject({ STATUS: 'SUCCESS', QUALITY: 'HIGH', ENGINE: 'pdf-ocr' });
    expect(done.NOTES.some((note) => note.KIND === 'ocr-page')).toBe(true);
    const read = outlineOfHtml(await html(dtmNo));
    const source = outlineOfHtml(TEXTBOOK_HTML);
    expect(wordRecall(source.text, read.text)).toBeGreaterThanOrEqual(0.95);
    expect(read.headings.map(([, text]) => text)).toEqual(TEXTBOOK_OUTLINE.headings.map(([, text]) => text));
  }, 120_000);

  it('ends hostile files FAILED with a reason, stays up, and connects nowhere', async () => {
    const hostile: [string, Buffer, string][] = [
      ['truncated.pdf', truncatedPdf(), 'DAMAGED'],
      ['garbage.pdf', garbageAfterHeaderPdf(), 'DAMAGED'],
      ['many pages.pdf', manyPagesPdf(200_000), 'TOO_MANY_PAGES'],
      ['loop.pdf', loopingPageTreePdf(), 'DAMAGED'],
      ['encrypted.pdf', encryptedPdf(), 'ENCRYPTED'],
      ['bomb.pdf', bombPdf(), ''],
      ['xxe.docx', docxWithPart('word/document.xml', Buffer.from(documentXml(paragraph('&x;'), `<!DOCTYPE w:document [<!ENTITY x SYSTEM "http://127.0.0.1:${trapPort}/x">]>`))), 'UNSAFE_CONTENT'],
      [
        'laughs.docx',
        docxWithPart('word/document.xml', Buffer.from(documentXml(paragraph('&c;'), '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>'))),
        'UNSAFE_CONTENT',
      ],
    ];
    const started = [];
    for (const [name, data] of hostile) started.push(await start(fileForm(name, data)));
    for (const [index, [name, , code]] of hostile.entries()) {
      const done = await finished(started[index] as string);
      expect(done.STATUS, name).toBe('FAILED');
      if (code) expect(done.ERROR_CODE, name).toBe(code);
      else expect(['OUT_OF_MEMORY', 'TIMED_OUT', 'DAMAGED', 'TOO_LARGE'], name).toContain(done.ERROR_CODE);
      expect(done.ERROR, name).toMatch(/\w/);
      expect(await conversionStatus(started[index] as string), name).toBe('FAILED');
    }
    // JavaScript on open is never run: the PDF converts like any other.
    const script = await start(fileForm('script.pdf', javaScriptOnOpenPdf()));
    expect((await finished(script)).STATUS).toBe('SUCCESS');
    // A javascript: link and a link into the local network do not survive; nothing connected to the trap.
    const links = await start(
      fileForm('links.docx', buildDocx({ body: [linkParagraph('rId10', 'run me'), linkParagraph('rId11', 'router')].join(''), relationships: [{ id: 'rId10', type: 'hyperlink', target: 'javascript:alert(1)', external: true }, { id: 'rId11', type: 'hyperlink', target: `http://127.0.0.1:${trapPort}/`, external: true }] })),
    );
    expect((await finished(links)).STATUS).toBe('SUCCESS');
    expect(await html(links)).not.toMatch(/javascript:|127\.0\.0\.1/);
    expect(trapped).toBe(0);
    expect((await t.call(null, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 180_000);

  it('takes a dead worker\'s job again, and fails it after its last attempt', async () => {
    // As a server killed mid-conversion leaves them: a document ONGOING, its job claimed, the heartbeat stopped long ago.
    const owner = await userRowOf(t, t.owner);
    const claimedByTheDead = async (name: string, attempts: number) => {
      const made = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString, payload: { HTML_STRING: '<p></p>', DTM_NAME: name } });
      const dtmNo = (made.json() as { data: { DTM_NO: string } }).data.DTM_NO;
      const sourceKey = `files/${randomUUID()}`;
      await t.blobs.put(sourceKey, textbookDocx());
      await t.database.db.updateTable('files').set({ conversion_status: 'ONGOING' }).where('dtm_no', '=', dtmNo).execute();
      await t.database.db
        .insertInto('jobs')
        .values({ kind: 'html-convert', dtm_no: dtmNo, user_no: owner, source_key: sourceKey, attempts, locked_by: 'dead-server', locked_at: new Date(Date.now() - 60_000), created_at: new Date() })
        .execute();
      return dtmNo;
    };
    const retried = await claimedByTheDead('Retried', 1);
    const abandoned = await claimedByTheDead('Abandoned', 2);
    const done = await finished(retried);
    expect(done).toMatchObject({ STATUS: 'SUCCESS', ATTEMPTS: 2 });
    expectTextbook(outlineOfHtml(await html(retried)), true);
    const gaveUp = await finished(abandoned);
    expect(gaveUp).toMatchObject({ STATUS: 'FAILED', ERROR_CODE: 'WORKER_DIED', ATTEMPTS: 2 });
    expect(await conversionStatus(abandoned)).toBe('FAILED');
  }, 120_000);
});
