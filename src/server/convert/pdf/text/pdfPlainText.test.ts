import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONVERT_LIMITS } from '../../conversion.ts';
import * as hostile from '../../testing/hostilePdfs.ts';
import { pdfPlainText } from './pdfPlainText.ts';

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function plainText(bytes: Buffer) {
  const path = join(dir, `file-${++count}.pdf`);
  await writeFile(path, bytes);
  return pdfPlainText(path, dir, DEFAULT_CONVERT_LIMITS);
}

describe('pdfPlainText', () => {
  it('gives each page’s text, pages apart by a blank line, empty pages left out', async () => {
    expect(await plainText(hostile.simplePdf(['First (page) words.', '', 'Third page.']))).toEqual({ text: 'First (page) words.\n\nThird page.', pages: 3 });
  });

  it('reads a page with JavaScript on open without running it', async () => {
    expect(await plainText(hostile.javaScriptOnOpenPdf())).toEqual({ text: 'A page with a script on open.', pages: 1 });
  });

  it.each([
    ['a web page named .pdf', hostile.htmlNamedPdf, 'WRONG_FORMAT'],
    ['an empty file', hostile.emptyPdf, 'EMPTY_FILE'],
    ['a truncated file', hostile.truncatedPdf, 'DAMAGED'],
    ['an encrypted file', () => hostile.encryptedPdf(), 'ENCRYPTED'],
    ['200,000 declared pages', () => hostile.declaredPagesPdf(), 'TOO_MANY_PAGES'],
    ['a looping page tree', hostile.loopingPageTreePdf, 'DAMAGED'],
    ['a 1 GiB bomb', () => hostile.bombPdf(), 'TOO_LARGE'],
  ] as const)('refuses %s as inspection does', async (_, make, code) => {
    await expect(plainText(make())).rejects.toMatchObject({ code });
  });
});
