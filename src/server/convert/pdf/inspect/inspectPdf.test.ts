import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONVERT_LIMITS } from '../../conversion.ts';
import * as hostile from '../../testing/hostilePdfs.ts';
import { runTool } from '../../tools/runTool.ts';
import { printedPdf, scannedPdf, TEXTBOOK_HTML } from '../../testing/textbookPdfs.ts';
import { inspectPdf } from './inspectPdf.ts';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inspect-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function inspect(bytes: Buffer, limits = DEFAULT_CONVERT_LIMITS) {
  const path = join(dir, `file-${++count}.pdf`);
  await writeFile(path, bytes);
  return inspectPdf(path, dir, limits);
}

describe('inspectPdf on the textbook page', () => {
  it('finds the structure tree, the text and the page of the tagged print', { timeout: 30_000 }, async () => {
    expect(await inspect(await printedPdf(TEXTBOOK_HTML, true))).toEqual({
      pages: 1,
      tagged: true,
      encrypted: false,
      pageSize: { width: 594.96, height: 841.92 },
      pagesWithoutText: [],
      lang: 'en',
      title: 'Plants and Light',
    });
  });

  it('finds no structure in the untagged print, and no text in the scanned one', async () => {
    expect(await inspect(await printedPdf(TEXTBOOK_HTML, false))).toMatchObject({ pages: 1, tagged: false, pagesWithoutText: [] });
    expect(await inspect(await scannedPdf(TEXTBOOK_HTML))).toMatchObject({ pages: 1, tagged: false, pagesWithoutText: [1] });
  }, 30_000);

  it('lists each page without text, counting a stray page number as none', async () => {
    const facts = await inspect(hostile.simplePdf(['Words on page one.', '', '12', 'Words on page four.']));
    expect(facts).toMatchObject({ pages: 4, pagesWithoutText: [2, 3], pageSize: { width: 595, height: 842 } });
  });
});

// Verification items 5 and 7: each hostile file ends as the failure it
// deserves, fast, without the inspecting process's memory growing with
// what the file claims.
describe('inspectPdf refuses hostile files', () => {
  it.each(hostile.REFUSED_PDFS)('$name', async ({ make, code }) => {
    const bytes = make();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(inspect(bytes)).rejects.toMatchObject({ name: 'ConversionFailure', code });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
  });

  it('reads a file with JavaScript on open as an ordinary page, never running the script', async () => {
    const bytes = hostile.javaScriptOnOpenPdf();
    expect(bytes.toString('latin1')).toContain('/S /JavaScript');
    expect(await inspect(bytes)).toMatchObject({ pages: 1, tagged: false, pagesWithoutText: [] });
  });

  it('refuses a really encrypted file: poppler decrypts it with the empty password, and its words are not in its bytes', async () => {
    const bytes = hostile.encryptedPdf();
    const path = join(dir, 'encrypted.pdf');
    await writeFile(path, bytes);
    const { stdout } = await runTool({ command: 'pdftotext', args: [path, '-'], workDir: dir, timeoutMs: 10_000, maxOutputBytes: 4096 });
    expect(stdout.toString('utf8').trim()).toBe('Locked words.');
    expect(bytes.toString('latin1')).not.toContain('Locked');
    await expect(inspectPdf(path, dir, DEFAULT_CONVERT_LIMITS)).rejects.toMatchObject({ code: 'ENCRYPTED', message: expect.stringContaining('encrypted') });
  });

  it('takes the page limit from the limits', async () => {
    await expect(inspect(hostile.simplePdf(['a page', 'b page', 'c page']), { ...DEFAULT_CONVERT_LIMITS, maxPages: 2 })).rejects.toMatchObject({ code: 'TOO_MANY_PAGES' });
  });
});
