import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_HTML_BODY_LIMIT, DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireBookHtml, WireBookSaved, WireFile, WireFileDetail, WireRemaining, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { BOOK_ENCODINGS, createBook, makeBook, readBook, saveBook } from '../../testing/bookFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, trash } from '../../testing/driveFixtures.ts';
import { fileForm } from '../../testing/multipartForm.ts';
import { pngImage } from '../../testing/uploadFixtures.ts';

// The Book document routes over HTTP (spec §7 /doc/html…): forms in every
// encoding, the drive's access rules, title and folder rules, the quota,
// pages, and the sanitiser against hostile pages.

const PAGE_BREAK = '<hr class="page-break">';

describe.each(TEST_ENGINES)('Book documents on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const contentsOf = async (dtmNo: string) => dataOf<WireBookHtml>(await readBook(t, t.owner, dtmNo)).CONTENTS;
  const detail = async (dtmNo: string) => dataOf<WireFileDetail>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(dtmNo) }));

  describe('POST /doc/html/from-string', () => {
    for (const encoding of BOOK_ENCODINGS) {
      it(`stores a document sent as ${encoding} as an html drive file, and GET /doc/html reads it back`, async () => {
        const name = `Lesson ${encoding}`;
        const response = await createBook(t, t.owner, { HTML_STRING: '<h1>Water</h1><p>It is <b>wet</b>.</p>', DTM_NAME: name, DTM_GROUP_NO: '', CREATOR: 'someone else', USER_NO: t.owner.userNo, DEVICE_KIND: '300' }, encoding);
        const saved = dataOf<WireBookSaved>(response, 201);
        expect(saved).toMatchObject({ DTM_NAME: name, DTM_GROUP_NO: null, PAGE_COUNT: 1 });
        expect(saved.DTM_NO).toMatch(/^\d+$/);
        const file = await detail(saved.DTM_NO);
        expect(file).toMatchObject({ FILE_EXTENSION: 'html', DEVICE_KIND: '300', PAGE_COUNT: 1, SIZE: saved.SIZE, CREATOR: 'Administrator' });
        const read = dataOf<WireBookHtml>(await readBook(t, t.owner, saved.DTM_NO));
        expect(read).toMatchObject({ DTM_NO: saved.DTM_NO, DTM_NAME: name, IS_MINE: true, IS_PUBLIC: false, PAGE_COUNT: 1 });
        // The creator is the caller, whatever CREATOR said.
        expect(read.CREATOR).toBe(file.CREATOR);
        expect(read.CONTENTS).toMatch(/^<!DOCTYPE html>/);
        expect(read.CONTENTS).toContain('<h1>Water</h1>');
        expect(read.CONTENTS).toContain('<strong>wet</strong>');
        expect(read.CONTENTS).toContain(`<title>${name}</title>`);
        expect(Buffer.byteLength(read.CONTENTS)).toBe(saved.SIZE);
      });
    }

    it('is stored with its content type and counted against the space', async () => {
      const before = dataOf<WireRemaining>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.remaining })).USED_BYTES;
      const saved = await makeBook(t, t.owner, 'Counted', '<p>Some text to count.</p>');
      const after = dataOf<WireRemaining>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.remaining })).USED_BYTES;
      expect(after - before).toBe(saved.SIZE);
      const row = await t.database.db.selectFrom('files').select(['content_type', 'device_kind', 'blob_key', 'dtms_json']).where('dtm_no', '=', saved.DTM_NO).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content_type: 'text/html; charset=utf-8', device_kind: 300, dtms_json: null });
      expect(row.blob_key).toMatch(/^files\//);
    });

    it('follows the title rules of spec §5 and names a clash with (n)', async () => {
      const named = async (name: string) => (await makeBook(t, t.owner, name, '<p>x</p>')).DTM_NAME;
      expect(await named('a\\b/c:d*e?f"g<h>i|j')).toBe('abcdefghij');
      expect(await named('')).toBe('Untitled');
      expect(await named('?*?')).toBe('Untitled (1)');
      expect(await named('Chapter.html')).toBe('Chapter');
      expect(await named('Chapter')).toBe('Chapter (1)');
      const none = dataOf<WireBookSaved>(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>' }), 201);
      expect(none.DTM_NAME).toMatch(/^Untitled/);
      expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NAME: 't'.repeat(300) }), 400)).toBe('NAME_TOO_LONG');
    });

    it('puts it in the caller’s folder; the root for empty or ROOT; someone else’s or a trashed folder is not found', async () => {
      const folder = await makeFolder(t, t.owner, 'Books');
      expect((await makeBook(t, t.owner, 'In folder', '<p>x</p>', { DTM_GROUP_NO: folder.DTM_GROUP_NO })).DTM_GROUP_NO).toBe(folder.DTM_GROUP_NO);
      expect((await makeBook(t, t.owner, 'At root', '<p>x</p>', { DTM_GROUP_NO: 'ROOT' })).DTM_GROUP_NO).toBeNull();
      const theirs = await makeFolder(t, t.other, 'Their books');
      expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_GROUP_NO: theirs.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
      expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_GROUP_NO: '987654321' }), 404)).toBe('FOLDER_NOT_FOUND');
      const gone = await makeFolder(t, t.owner, 'Gone');
      await trash(t, t.owner, 'groups', gone.DTM_GROUP_NO);
      expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_GROUP_NO: gone.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
      expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_GROUP_NO: 'up' }), 400)).toBe('BAD_REQUEST');
    });

    it('counts pages by page breaks and refuses more than 100', async () => {
      const three = await makeBook(t, t.owner, 'Three pages', `<p>1</p>${PAGE_BREAK}<p>2</p>${PAGE_BREAK}<p>3</p>`);
      expect(three.PAGE_COUNT).toBe(3);
      expect((await detail(three.DTM_NO)).PAGE_COUNT).toBe(3);
      const hundred = Array.from({ length: 100 }, (_, index) => `<p>${index + 1}</p>`).join(PAGE_BREAK);
      expect((await makeBook(t, t.owner, 'Hundred', hundred)).PAGE_COUNT).toBe(100);
      const response = await createBook(t, t.owner, { HTML_STRING: `${hundred}${PAGE_BREAK}<p>101</p>` });
      expect(errorOf(response, 400)).toBe('TOO_MANY_PAGES');
      expect(response.json().errors[0].msg).toMatch(/at most 100 pages/);
    });

    it('needs a signed-in caller whose USER_NO it is', async () => {
      expect(errorOf(await createBook(t, null, { HTML_STRING: '<p>x</p>' }), 401)).toBe('UNAUTHORIZED');
      for (const encoding of BOOK_ENCODINGS) {
        expect(errorOf(await createBook(t, t.owner, { HTML_STRING: '<p>x</p>', USER_NO: t.other.userNo }, encoding), 403)).toBe('FORBIDDEN');
      }
      // A DOT-USER (the seeded user) may keep documents of their own.
      const theirs = await makeBook(t, t.other, 'Mine too', '<p>mine</p>');
      expect(dataOf<WireBookHtml>(await readBook(t, t.other, theirs.DTM_NO)).IS_MINE).toBe(true);
    });

    for (const encoding of BOOK_ENCODINGS) {
      it(`refuses bad ${encoding} forms with 400 naming the problem`, async () => {
        const bad = async (fields: Record<string, string> | readonly (readonly [string, string])[], pattern: RegExp) => {
          const response = await createBook(t, t.owner, fields, encoding);
          expect(errorOf(response, 400), JSON.stringify(fields).slice(0, 80)).toBe('BAD_REQUEST');
          expect(response.json().errors[0].msg).toMatch(pattern);
        };
        await bad({ DTM_NAME: 'No page' }, /HTML_STRING/);
        await bad({ HTML_STRING: '<p>x</p>', DEVICE_KIND: '768' }, /DEVICE_KIND/);
        await bad({ HTML_STRING: '<p>x</p>', DEVICE_KIND: '' }, /DEVICE_KIND/);
        await bad({ HTML_STRING: '<p>x</p>', DTM_NAME: 'nul\u0000name' }, /NUL/);
        if (encoding !== 'json') {
          await bad([['HTML_STRING', '<p>a</p>'], ['HTML_STRING', '<p>b</p>']], /more than once: HTML_STRING/);
          await bad([['HTML_STRING', '<p>a</p>'], ['DTM_NAME', 'a'], ['DTM_NAME', 'b']], /more than once: DTM_NAME/);
        }
      });
    }

    it('refuses a file part, a body that is no form and a JSON list', async () => {
      const boundary = 'xYz';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="HTML_STRING"\r\n\r\n<p>x</p>\r\n--${boundary}\r\nContent-Disposition: form-data; name="FILE"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n<p>file</p>\r\n--${boundary}--\r\n`;
      const filePart = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(errorOf(filePart, 400)).toBe('BAD_REQUEST');
      expect(filePart.json().errors[0].msg).toMatch(/only text fields/);
      const empty = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString });
      expect(errorOf(empty, 400)).toBe('BAD_REQUEST');
      const list = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString, payload: '[]', headers: { 'content-type': 'application/json' } });
      expect(errorOf(list, 400)).toBe('BAD_REQUEST');
      const text = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.htmlFromString, payload: '<p>x</p>', headers: { 'content-type': 'text/html' } });
      expect(text.statusCode).toBe(415);
      // The urlencoded parser belongs to these routes only: the drive's other JSON routes still refuse a form.
      const elsewhere = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: 'DTM_GROUP_NAME=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(elsewhere.statusCode).toBe(415);
    });

    it('takes a long page, and refuses a body over the 16 MiB limit in every encoding', async () => {
      const long = `<p>${'A long sentence of a textbook. '.repeat(70_000)}</p>`;
      expect((await makeBook(t, t.owner, 'Long', long)).SIZE).toBeGreaterThan(2_000_000);
      const huge = `<p>${'x'.repeat(BOOK_HTML_BODY_LIMIT + 100)}</p>`;
      for (const encoding of BOOK_ENCODINGS) {
        expect(errorOf(await createBook(t, t.owner, { HTML_STRING: huge }, encoding), 413), encoding).toBe('TOO_LARGE');
      }
    }, 60_000);

    it('refuses a document the space cannot hold, and keeps nothing of it', async () => {
      const small = await startDriveTestApp(engine, { quotaBytes: 400 });
      try {
        const ok = await makeBook(small, small.owner, 'Fits', '<p>short</p>');
        const tooBig = await createBook(small, small.owner, { HTML_STRING: `<p>${'long text '.repeat(40)}</p>` });
        expect(errorOf(tooBig, 413)).toBe('QUOTA_EXCEEDED');
        const files = await small.database.db.selectFrom('files').select('blob_key').execute();
        expect(files.map((row) => row.blob_key)).toHaveLength(1);
        const stored = [];
        for await (const entry of small.blobs.list('files/')) stored.push(entry.key);
        expect(stored).toEqual(files.map((row) => row.blob_key));
        // Saving over it past the quota is refused too, and the page stays whole.
        const before = dataOf<WireBookHtml>(await readBook(small, small.owner, ok.DTM_NO)).CONTENTS;
        expect(errorOf(await saveBook(small, small.owner, { HTML_STRING: `<p>${'long text '.repeat(40)}</p>`, DTM_NO: ok.DTM_NO }), 413)).toBe('QUOTA_EXCEEDED');
        expect(dataOf<WireBookHtml>(await readBook(small, small.owner, ok.DTM_NO)).CONTENTS).toBe(before);
        const after = [];
        for await (const entry of small.blobs.list('files/')) after.push(entry.key);
        expect(after).toEqual(stored);
      } finally {
        await small.close();
      }
    }, 60_000);
  });

  describe('PUT /doc/html', () => {
    it('saves over the page (the old blob goes), renames by DTM_NAME, and answers the same shape', async () => {
      const first = await makeBook(t, t.owner, 'Draft', '<p>first</p>');
      const blobBefore = (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', first.DTM_NO).executeTakeFirstOrThrow()).blob_key as string;
      for (const encoding of BOOK_ENCODINGS) {
        const saved = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: `<p>second ${encoding}</p>${PAGE_BREAK}<p>more</p>`, DTM_NAME: 'Draft', DTM_NO: first.DTM_NO, DTM_GROUP_NO: '', USER_NO: t.owner.userNo, CREATOR: 'x' }, encoding));
        expect(saved).toMatchObject({ DTM_NO: first.DTM_NO, DTM_NAME: 'Draft', DTM_GROUP_NO: null, PAGE_COUNT: 2 });
        expect(await contentsOf(first.DTM_NO)).toContain(`second ${encoding}`);
      }
      expect(await t.blobs.stat(blobBefore)).toBeUndefined();
      const renamed = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NAME: 'Final: draft?', DTM_NO: first.DTM_NO }));
      expect(renamed.DTM_NAME).toBe('Final draft');
      expect((await detail(first.DTM_NO)).PAGE_COUNT).toBe(1);
      const kept = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: '<p>y</p>', DTM_NO: first.DTM_NO }));
      expect(kept.DTM_NAME).toBe('Final draft');
    });

    it('takes saves at the same moment in turn, leaving one page and no orphan blob', async () => {
      const doc = await makeBook(t, t.owner, 'Raced', '<p>0</p>');
      const before = new Set<string>();
      for await (const entry of t.blobs.list('files/')) before.add(entry.key);
      const results = await Promise.all([1, 2, 3, 4].map((n) => saveBook(t, t.owner, { HTML_STRING: `<p>save ${n}</p>`, DTM_NO: doc.DTM_NO })));
      expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const row = await t.database.db.selectFrom('files').select(['blob_key', 'size_bytes']).where('dtm_no', '=', doc.DTM_NO).executeTakeFirstOrThrow();
      const after = new Set<string>();
      for await (const entry of t.blobs.list('files/')) after.add(entry.key);
      const added = [...after].filter((key) => !before.has(key));
      const removed = [...before].filter((key) => !after.has(key));
      // Exactly the row's new page was added, and exactly the page it replaced went.
      expect(added).toEqual([row.blob_key]);
      expect(removed).toHaveLength(1);
      expect(await contentsOf(doc.DTM_NO)).toMatch(/<p>save [1-4]<\/p>/);
      expect(Number(row.size_bytes)).toBe(Buffer.byteLength(await contentsOf(doc.DTM_NO)));
    });

    it('keeps the folder (DTM_GROUP_NO is checked, not a move) and refuses a taken name', async () => {
      const folder = await makeFolder(t, t.owner, 'Kept here');
      const doc = await makeBook(t, t.owner, 'Stays', '<p>x</p>', { DTM_GROUP_NO: folder.DTM_GROUP_NO });
      const saved = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: '<p>y</p>', DTM_NO: doc.DTM_NO, DTM_GROUP_NO: '' }));
      expect(saved.DTM_GROUP_NO).toBe(folder.DTM_GROUP_NO);
      const theirs = await makeFolder(t, t.other, 'Not yours');
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>y</p>', DTM_NO: doc.DTM_NO, DTM_GROUP_NO: theirs.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
      await makeBook(t, t.owner, 'Taken', '<p>x</p>', { DTM_GROUP_NO: folder.DTM_GROUP_NO });
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>y</p>', DTM_NO: doc.DTM_NO, DTM_NAME: 'TAKEN' }), 409)).toBe('NAME_TAKEN');
      expect(await contentsOf(doc.DTM_NO)).toContain('<p>y</p>');
    });

    it("answers someone else's, a missing or a trashed document like the drive, and refuses a tactile file", async () => {
      const theirs = await makeBook(t, t.other, 'Theirs', '<p>private</p>');
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>mine now</p>', DTM_NO: theirs.DTM_NO }), 404)).toBe('FILE_NOT_FOUND');
      expect(dataOf<WireBookHtml>(await readBook(t, t.other, theirs.DTM_NO)).CONTENTS).toContain('private');
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NO: '987654321' }), 404)).toBe('FILE_NOT_FOUND');
      const trashed = await makeBook(t, t.owner, 'Binned', '<p>x</p>');
      await trash(t, t.owner, 'images', trashed.DTM_NO);
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NO: trashed.DTM_NO }), 409)).toBe('IN_TRASH');
      const tactile = await makeFile(t, t.owner, 'Tactile');
      expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NO: tactile.DTM_NO }), 400)).toBe('NOT_A_DOCUMENT');
      expect(errorOf(await saveBook(t, null, { HTML_STRING: '<p>x</p>', DTM_NO: trashed.DTM_NO }), 401)).toBe('UNAUTHORIZED');
      for (const encoding of BOOK_ENCODINGS) {
        expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>', DTM_NO: 'abc' }, encoding), 400)).toBe('BAD_REQUEST');
        expect(errorOf(await saveBook(t, t.owner, { HTML_STRING: '<p>x</p>' }, encoding), 400)).toBe('BAD_REQUEST');
      }
    });
  });

  describe('GET /doc/html', () => {
    it("opens for its owner, for anyone once published, and never someone else's unpublished or trashed one", async () => {
      const doc = await makeBook(t, t.owner, 'Shared lesson', '<h2>Shared</h2>');
      expect(errorOf(await readBook(t, t.other, doc.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
      expect(errorOf(await readBook(t, null, doc.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
      const shelf = await makeFolder(t, t.other, 'Book shelf', null, 'D');
      dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(doc.DTM_NO), payload: { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'SCIENCE' } }));
      for (const reader of [t.other, null]) {
        const read = dataOf<WireBookHtml>(await readBook(t, reader, doc.DTM_NO));
        expect(read).toMatchObject({ DTM_NAME: 'Shared lesson', IS_MINE: false, IS_PUBLIC: true, DTM_GROUP_NO: null });
        expect(read.CONTENTS).toContain('<h2>Shared</h2>');
      }
      await trash(t, t.owner, 'images', doc.DTM_NO);
      expect(errorOf(await readBook(t, t.other, doc.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
      expect(dataOf<WireBookHtml>(await readBook(t, t.owner, doc.DTM_NO)).DTM_NAME).toBe('Shared lesson');
    });

    it('answers a missing id 404, a malformed one 400, a tactile file NOT_A_DOCUMENT', async () => {
      expect(errorOf(await readBook(t, t.owner, '987654321'), 404)).toBe('FILE_NOT_FOUND');
      expect(errorOf(await readBook(t, t.owner, 'x1'), 400)).toBe('BAD_REQUEST');
      expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.html }), 400)).toBe('BAD_REQUEST');
      const tactile = await makeFile(t, t.owner, 'Not a book');
      expect(errorOf(await readBook(t, t.owner, tactile.DTM_NO), 400)).toBe('NOT_A_DOCUMENT');
      // Someone else's tactile file is not found, not "not a document": nothing is told about it.
      const theirs = await makeFile(t, t.other, 'Their tactile');
      expect(errorOf(await readBook(t, t.owner, theirs.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
      expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.html, query: { DTM_NO: tactile.DTM_NO, USER_NO: t.other.userNo } }), 403)).toBe('FORBIDDEN');
    });
  });

  describe('the drive treats a document like any file', () => {
    it('lists, copies (with its own content) and trashes it', async () => {
      const doc = await makeBook(t, t.owner, 'Copied lesson', '<p>original</p>');
      const listing = dataOf<{ items: WireFile[] }>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.files, query: { SEARCH: 'Copied lesson' } }));
      expect(listing.items.map((item) => [item.FILE_NAME, item.FILE_EXTENSION])).toEqual([['Copied lesson', 'html']]);
      const copy = dataOf<WireFile>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyFile(doc.DTM_NO), payload: {} }), 201);
      expect(copy.FILE_NAME).toBe('Copied lesson (1)');
      await saveBook(t, t.owner, { HTML_STRING: '<p>changed</p>', DTM_NO: doc.DTM_NO });
      expect(await contentsOf(copy.DTM_NO)).toContain('<p>original</p>');
      expect(await contentsOf(doc.DTM_NO)).toContain('<p>changed</p>');
      const saved = dataOf<WireBookSaved>(await saveBook(t, t.owner, { HTML_STRING: '<p>copy changed</p>', DTM_NO: copy.DTM_NO }));
      expect(saved.DTM_NAME).toBe('Copied lesson (1)');
      expect(await contentsOf(doc.DTM_NO)).toContain('<p>changed</p>');
    });
  });

  describe('the sanitiser', () => {
    const HOSTILE: readonly string[] = [
      '<img src=x onerror=alert(1)>',
      '<a href="jAvAsCrIpT:alert(1)">click</a>',
      '<a href="&#106;avascript:alert(1)">entity</a>',
      '<a href=" java\tscript:alert(1)">tab</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<style>body{background:url(javascript:alert(1))}</style>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<p style="background:url(javascript:alert(1))">bg</p>',
      '<p style="position:fixed;top:0">fixed</p>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<img src="data:text/html,<script>alert(1)</script>" alt="d">',
      '<img src="https://evil.example/x.png" alt="remote">',
      '<script>alert(document.cookie)</script>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name=a><button>go</button></form>',
      '<p onclick="alert(1)" onmouseover="alert(2)">handlers</p>',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<template><script>alert(1)</script></template>',
      '<video src="https://evil.example/v.mp4" onplay="alert(1)"></video>',
      '<table><tr><td background="javascript:alert(1)" style="background-color:expression(alert(1))">cell</td></tr></table>',
    ];

    it('stores and serves none of the hostile markup (verification item 9)', async () => {
      const html = `<h1>Safe heading</h1>${HOSTILE.join('\n')}<p>the end</p>`;
      const doc = await makeBook(t, t.owner, 'Hostile', html);
      const served = await contentsOf(doc.DTM_NO);
      const blobKey = (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', doc.DTM_NO).executeTakeFirstOrThrow()).blob_key as string;
      const chunks: Buffer[] = [];
      for await (const chunk of await t.blobs.get(blobKey)) chunks.push(chunk as Buffer);
      const stored = Buffer.concat(chunks).toString('utf8');
      for (const page of [served, stored]) {
        expect(page).toContain('<h1>Safe heading</h1>');
        expect(page).toContain('the end');
        expect(page).not.toMatch(/<script|<style|<iframe|<svg|<object|<embed|<form|<input|<button|<base|<meta http|<link|<template|<noscript/i);
        // Equations are kept (docs/book.md, Equations), as MathML and nothing else: the link on <mi> goes, its text stays.
        expect(page).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>');
        expect(page).not.toMatch(/\son[a-z]+\s*=/i);
        expect(page).not.toMatch(/javascript:|data:text\/html|expression\(|url\(/i);
        expect(page).not.toMatch(/evil\.example/);
        expect(page).not.toMatch(/position|srcdoc|xlink|background="/i);
        expect(page).not.toMatch(/src="x"/);
      }
      // Text survives where it was text.
      expect(served).toContain('click');
      expect(served).toContain('handlers');
      expect(served).toContain('cell');
    });

    it('keeps drive pictures by a stable address and signs them for the owner', async () => {
      const form = fileForm('map.png', pngImage(3, 3));
      const picture = dataOf<WireUploadResult>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, payload: form.payload, headers: form.headers }), 201).items[0] as WireFile;
      const key = (picture.DTM_IMG as string).split('?')[0]?.replace('/drive-app/file/', '') as string;
      const doc = await makeBook(t, t.owner, 'Pictures', `<p>see</p><img src="/drive-app/file/${key}?exp=1&aud=owner&sig=old" alt="A map"><img src="/drive-app/file/../etc/passwd" alt="bad">`);
      const row = await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', doc.DTM_NO).executeTakeFirstOrThrow();
      const chunks: Buffer[] = [];
      for await (const chunk of await t.blobs.get(row.blob_key as string)) chunks.push(chunk as Buffer);
      const stored = Buffer.concat(chunks).toString('utf8');
      expect(stored).toContain(`<img src="/drive-app/file/${key}" alt="A map">`);
      expect(stored).not.toContain('passwd');
      const served = await contentsOf(doc.DTM_NO);
      const signed = new RegExp(`<img src="(/drive-app/file/${key}\\?exp=\\d+&amp;aud=owner&amp;sig=[A-Za-z0-9_-]{43})" alt="A map">`).exec(served);
      expect(signed).not.toBeNull();
      // The signed address opens the picture without a token, as an <img> loads it.
      const loaded = await t.call(null, { method: 'GET', url: (signed?.[1] as string).replaceAll('&amp;', '&') });
      expect(loaded.statusCode).toBe(200);
    });
  });
});
