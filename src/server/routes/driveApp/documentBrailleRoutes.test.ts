import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBrf } from '../../../core/braille/index.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { USER_PREFERENCES_PATH } from '../../../shared/api/userPreferencesPaths.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { makeBook } from '../../testing/bookFixtures.ts';
import { dataOf, errorOf, makeFile, makeFolder } from '../../testing/driveFixtures.ts';

// Real engines (Debian's lou_translate first), real HTTP, PGlite and PostgreSQL.

const PEF_GRAMMAR = fileURLToPath(new URL('../../../../../shared/dtd/pef-2008-1.rng', import.meta.url));

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Plants</title></head><body>
<h1>Plants</h1>
<p>Green plants make their own food from sunlight.</p>
<ul><li>Roots drink water</li><li>Leaves catch light</li></ul>
<hr class="page-break">
<h2>Seeds</h2>
<p>A seed grows into a new plant.</p>
<img src="/drive-app/file/x.png" alt="A sunflower">
</body></html>`;

/** Braille ASCII lines back to print with Debian's liblouis (UEB grade 2), as a reader would check them. */
function backTranslate(lines: readonly string[]): string {
  const result = spawnSync('lou_translate', ['--backward', 'en-us-brf.dis,en-ueb-g2.ctb'], { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  if (result.error) throw new Error(`Could not run lou_translate (${result.error.message}); install liblouis-bin.`);
  return result.stdout;
}

describe.each(TEST_ENGINES)('GET /doc/brl on %s', (engine) => {
  let t: DriveTestApp;
  let mine: string;
  let published: string;
  let dtms: string;
  let hostile: string;
  let huge: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    // Book documents made and published through the Book routes, as people do.
    const htmlDocument = async (user: TestUser, name: string, html: string, publish = false) => {
      const saved = await makeBook(t, user, name, html);
      if (publish) {
        const shelf = await makeFolder(t, t.other, `Shelf for ${name}`, null, 'D');
        dataOf(await t.call(user, { method: 'POST', url: DRIVE_PATHS.publish(saved.DTM_NO), payload: { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'SCIENCE' } }));
      }
      return saved.DTM_NO;
    };
    mine = await htmlDocument(t.owner, 'Plants: a book?', PAGE);
    published = await htmlDocument(t.owner, 'Shared', PAGE.replace('Plants</h1>', 'Library plants</h1>'), true);
    dtms = (await makeFile(t, t.owner, 'A picture')).DTM_NO;
    // Verification item 17: emoji, CJK, right-to-left text and very long words.
    const strange = `<p>Smile 🙂 and 👩🏽‍🚀 here. 漢字と日本語のテキスト。 שלום עולם مرحبا بالعالم ${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3)} https://example.com/${'a/'.repeat(60)}</p>`;
    hostile = await htmlDocument(t.owner, 'Hostile', PAGE.replace('<p>A seed', `${strange}<p>A seed`));
    huge = await htmlDocument(t.owner, 'Huge', PAGE.replace('<p>A seed', `<p>${'many words here '.repeat(70_000)}</p><p>A seed`));
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (query: string, user: TestUser | null = t.owner) => t.call(user, { method: 'GET', url: `${DRIVE_PATHS.documentBraille}?${query}` });

  it('answers a BRF attachment named by the title, whose braille reads back as the document', async () => {
    const response = await get(`DTM_NO=${mine}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="Plants a book.brf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-braille-table']).toBe('en-ueb-g2');
    const { pages } = readBrf(response.body);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(25);
    expect(response.body).toMatch(/^ {14},PLANTS {17}#A\r\n\r\n {2},GRE5 /);
    const print = backTranslate(response.body.split(/\r\n|\f/));
    for (const words of ['Green plants make their own food from sunlight.', 'Roots drink water', 'Leaves catch light', 'Seeds', 'A seed grows into a new plant.', 'A sunflower']) {
      expect(print.replace(/\s+/g, ' ')).toContain(words);
    }
    // The print page change: a line of dots 36 ending in the number 2.
    expect(response.body).toMatch(/\r\n-+#B\r\n/);
  });

  it('takes dtmNo, the page size and the table, and writes BRL the same way', async () => {
    const response = await get(`dtmNo=${mine}&FORMAT=brl&CELLS=32&LINES=20&TABLE=en-ueb-g1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.brl"');
    expect(response.headers['x-braille-table']).toBe('en-ueb-g1');
    const { pages } = readBrf(response.body);
    expect(pages.every((page) => page.length === 20 && page.every((row) => [...row].length <= 32))).toBe(true);
  });

  it("heads every braille page but the first with the document's title, unless RUNNING_HEAD=N", async () => {
    /** Each page's first line, in Braille ASCII. */
    const firstLines = (body: string) => body.split('\f').map((page) => page.split('\r\n')[0] ?? '');
    const headed = await get(`DTM_NO=${mine}&LINES=5`);
    expect(headed.statusCode).toBe(200);
    const lines = firstLines(headed.body);
    expect(lines.length).toBeGreaterThan(2);
    // The title (the drive name), centred, with 3 blank cells or more before the print page number.
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^ {3,}\S.* {3,}#[A-J]+$/);
      expect(backTranslate([line])).toContain('Plants a book');
    }
    expect(backTranslate([lines[0] ?? ''])).not.toContain('Plants a book');
    const plain = await get(`DTM_NO=${mine}&LINES=5&RUNNING_HEAD=N`);
    expect(plain.statusCode).toBe(200);
    const plainLines = firstLines(plain.body);
    expect(plainLines.length).toBeGreaterThan(1);
    expect(backTranslate(plainLines)).not.toContain('Plants a book');
    expect(errorOf(await get(`DTM_NO=${mine}&RUNNING_HEAD=maybe`), 400)).toBe('BAD_REQUEST');
  });

  it("follows the caller's braille setting", async () => {
    const patch = (payload: object) => t.call(t.owner, { method: 'PATCH', url: USER_PREFERENCES_PATH, payload });
    expect((await patch({ CODE: 'en-ueb-g1' })).statusCode).toBe(200);
    expect((await get(`DTM_NO=${mine}`)).headers['x-braille-table']).toBe('en-ueb-g1');
    expect((await patch({ CODE: null })).statusCode).toBe(200);
    expect((await get(`DTM_NO=${mine}`)).headers['x-braille-table']).toBe('en-ueb-g2');
  });

  it('writes a PEF that the PEF grammar accepts', async () => {
    const response = await get(`DTM_NO=${mine}&FORMAT=pef`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-pef+xml');
    expect(response.body).toContain('<dc:language>en</dc:language>');
    const dir = mkdtempSync(join(tmpdir(), 'doc-pef-'));
    try {
      const file = join(dir, 'doc.pef');
      writeFileSync(file, response.body);
      const result = spawnSync('jing', [PEF_GRAMMAR, file], { encoding: 'utf8' });
      if (result.error) throw new Error(`Could not run jing (${result.error.message}); install Debian's jing.`);
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("hides another person's unpublished document and lets anyone, guests too, have a published one", async () => {
    expect(errorOf(await get(`DTM_NO=${mine}`, t.other), 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await get(`DTM_NO=${mine}`, null), 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await get('DTM_NO=999999999'), 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await get('DTM_NO=abc'), 404)).toBe('FILE_NOT_FOUND');
    const guest = await get(`DTM_NO=${published}`, null);
    expect(guest.statusCode).toBe(200);
    expect(backTranslate(guest.body.split(/\r\n|\f/))).toContain('Library plants');
  });

  it('writes emoji, CJK, right-to-left text and very long words as braille that fits the page', async () => {
    const response = await get(`DTM_NO=${hostile}&CELLS=30`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^[\x20-\x5f\r\n\f]*$/);
    const { pages } = readBrf(response.body);
    expect(pages.flat().every((row) => [...row].length <= 30)).toBe(true);
    expect(backTranslate(response.body.split(/\r\n|\f/))).toContain('A seed grows');
    const pef = await get(`DTM_NO=${hostile}&FORMAT=pef&CELLS=30`);
    expect(pef.statusCode).toBe(200);
  });

  it('refuses a document with more text than it puts into braille (413)', async () => {
    expect(errorOf(await get(`DTM_NO=${huge}`), 413)).toBe('TEXT_TOO_LONG');
  });

  it('refuses what it cannot do with a clear 4xx', async () => {
    expect(errorOf(await get(`DTM_NO=${dtms}`), 400)).toBe('NOT_A_DOCUMENT');
    expect(errorOf(await get(`DTM_NO=${mine}&FORMAT=docx`), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await get(`DTM_NO=${mine}&CELLS=5`), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await get(`DTM_NO=${mine}&LINES=101`), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await get(`DTM_NO=${mine}&TABLE=xx-none`), 400)).toBe('UNKNOWN_TABLE');
  });
});
