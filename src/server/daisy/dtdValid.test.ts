// Every file of a book the core writes passes its DTD with xmllint, through the
// catalog in ../shared/dtd (no network). The cross-file rules are the DAISY
// validator's (branch daisy-validator); this checks grammar only.

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalDocumentArb } from '../../core/book/testing/arbitraries.ts';
import { planBook, writeBook } from '../../core/daisy/index.ts';
import type { BookFile, Clips } from '../../core/daisy/index.ts';
import type { BlockElement } from '../../core/book/index.ts';
import { SAMPLE_DOCUMENT } from './sampleDocument.ts';

const CATALOG = fileURLToPath(new URL('../../../../shared/dtd/catalog.xml', import.meta.url));
const run = promisify(execFile);

let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'daisy-dtd-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** xmllint's exit code and messages for one file. */
async function xmllint(name: string, content: string): Promise<{ code: number; errors: string }> {
  const path = join(folder, name.replace(/\//g, '_'));
  await writeFile(path, content);
  try {
    const { stderr } = await run('xmllint', ['--nonet', '--noout', '--valid', path], { env: { ...process.env, XML_CATALOG_FILES: CATALOG } });
    return { code: 0, errors: stderr };
  } catch (error) {
    const failure = error as { code?: number; stderr?: string };
    return { code: failure.code ?? -1, errors: failure.stderr ?? String(error) };
  }
}

const INFO = { uid: 'tactile-studio-42', publisher: 'Tactile Studio', date: '2026-11-28', generator: 'Tactile Studio' };

async function expectValid(files: readonly BookFile[]): Promise<void> {
  for (const file of files) {
    const result = await xmllint(file.path, file.content);
    expect({ file: file.path, ...result }).toEqual({ file: file.path, code: 0, errors: '' });
  }
}

describe('DAISY 3 files against the DTDs', () => {
  it('a text-only book of a rich document is valid, file by file', async () => {
    const files = writeBook(planBook(SAMPLE_DOCUMENT, { title: '과학 <3학년> & "물"' }), { info: INFO });
    expect(files.map((f) => f.path)).toEqual(['book.opf', 'book.xml', 'book.ncx', 'book.res', 'part001.smil', 'part002.smil', 'part003.smil']);
    await expectValid(files);
  });

  it('an audio book with clips is valid too', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    let at = 0;
    const clips: Clips = new Map(plan.syncPoints.map((point) => [point.id, { src: `audio/${point.smil.replace('.smil', '.mp3')}`, begin: at, end: (at += 1.25) }]));
    await expectValid(writeBook(plan, { info: INFO, clips }));
  });

  it('a document with no heading and nothing in it is still a valid book', async () => {
    await expectValid(writeBook(planBook({ blocks: [{ type: 'paragraph', children: [{ text: '' }] }] }, { title: '' }), { info: INFO }));
  });

  it('hostile input 16: 100 pages, no heading, illegal characters, images without alt', async () => {
    const blocks: BlockElement[] = [];
    for (let page = 1; page <= 100; page += 1) {
      if (page > 1) blocks.push({ type: 'page-break', children: [{ text: '' }] });
      blocks.push({ type: 'paragraph', children: [{ text: `Page ${page}.\u0007 쪽\uFFFF 끝.\uDFFF` }] });
      blocks.push({ type: 'image', src: '/drive-app/file/1', alt: '', children: [{ text: '' }] });
    }
    const files = writeBook(planBook({ lang: 'ko', blocks }, { title: '\u0000제목' }), { info: INFO });
    expect(files.find((f) => f.path === 'book.ncx')?.content).toContain('<meta name="dtb:totalPageCount" content="100"/>');
    await expectValid(files);
  });

  it('any normalised document makes a valid book (property, few runs: each spawns xmllint)', async () => {
    await fc.assert(
      fc.asyncProperty(normalDocumentArb, fc.string(), async (document, title) => {
        await expectValid(writeBook(planBook(document, { title }), { info: INFO }));
      }),
      { numRuns: 12 },
    );
  });

  it('xmllint does refuse an invalid DTBook (the check can fail)', async () => {
    const [, dtbook] = writeBook(planBook(SAMPLE_DOCUMENT, { title: 't' }), { info: INFO });
    const broken = (dtbook?.content ?? '').replace('<level1>', '<level1><h2>wrong</h2>');
    const result = await xmllint('broken.xml', broken);
    // 3 or 4 by libxml2's version: what matters is a failure that names the element.
    expect(result.code).not.toBe(0);
    expect(result.errors).toContain('level1');
  });
});
