// The core's books through the whole validator (DTDs and the cross-file
// rules), not only xmllint: what dtdValid.test.ts checks file by file, here
// as a fileset with its images and, for the audio book, MP3s of the right
// length (sox). The job's own books are validated in its tests too.

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockElement, BookDocument } from '../../core/book/index.ts';
import { planBook, writeBook } from '../../core/daisy/index.ts';
import type { Clips, DaisyPlan } from '../../core/daisy/index.ts';
import { SAMPLE_DOCUMENT } from './sampleDocument.ts';
import { validateDaisyFolder } from './validate/index.ts';

const run = promisify(execFile);
const INFO = { uid: 'urn:uuid:7d9e2c1a-0b3f-4c55-9a61-2f0e8d1c4b77', publisher: 'Tactile Studio', date: '2026-11-28', generator: 'Tactile Studio' };
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const ONE_PIXEL = PNG.sync.write(Object.assign(new PNG({ width: 1, height: 1 }), {}));

/** Writes the book into a new folder with a picture for each image the manifest names. */
async function bookFolder(plan: DaisyPlan, clips?: Clips): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'daisy-book-'));
  folders.push(folder);
  const files = writeBook(plan, { info: INFO, ...(clips ? { clips } : {}) });
  for (const file of files) await writeFile(join(folder, file.path), file.content);
  const opf = files.find((file) => file.path === 'book.opf')?.content ?? '';
  for (const [, href] of opf.matchAll(/href="(images\/[^"]+)"/g)) {
    await mkdir(dirname(join(folder, href as string)), { recursive: true });
    await writeFile(join(folder, href as string), ONE_PIXEL);
  }
  return folder;
}

/** Clips of `seconds` each, from 0 in each SMIL's own MP3, and those MP3s made just long enough. */
async function withAudio(plan: DaisyPlan, folder: string, seconds: number): Promise<Clips> {
  const clips = new Map<string, { src: string; begin: number; end: number }>();
  const lengths = new Map<string, number>();
  for (const point of plan.syncPoints) {
    const src = `audio/${point.smil.replace('.smil', '.mp3')}`;
    const begin = lengths.get(src) ?? 0;
    clips.set(point.id, { src, begin, end: begin + seconds });
    lengths.set(src, begin + seconds);
  }
  await mkdir(join(folder, 'audio'), { recursive: true });
  for (const [src, length] of lengths) {
    await run('sox', ['-n', '-r', '22050', '-c', '1', join(folder, src), 'synth', String(length + 0.2), 'sine', '440']);
  }
  return clips;
}

describe('books the core writes pass the whole DAISY 3 validator', () => {
  it('a text-only book of a rich document (levels to 4, lists, a table, images, ko and en)', async () => {
    const folder = await bookFolder(planBook(SAMPLE_DOCUMENT, { title: '과학 <3학년> & "물"' }));
    expect(await validateDaisyFolder(folder)).toEqual([]);
  });

  it('an audio book of the same document, its clips inside MP3s of the right length', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const scratch = await mkdtemp(join(tmpdir(), 'daisy-audio-'));
    folders.push(scratch);
    const clips = await withAudio(plan, scratch, 0.25);
    const folder = await bookFolder(plan, clips);
    await withAudio(plan, folder, 0.25);
    expect(await validateDaisyFolder(folder)).toEqual([]);
  });

  it('the validator does see a clip past its MP3 (the check above could fail)', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const scratch = await mkdtemp(join(tmpdir(), 'daisy-audio-'));
    folders.push(scratch);
    const clips = await withAudio(plan, scratch, 0.25);
    const last = plan.syncPoints.at(-1);
    const stretched = new Map(clips);
    if (last) stretched.set(last.id, { ...(clips.get(last.id) as { src: string; begin: number; end: number }), end: 999 });
    const folder = await bookFolder(plan, stretched);
    await withAudio(plan, folder, 0.25);
    expect((await validateDaisyFolder(folder)).map((problem) => problem.rule)).toContain('clip');
  });

  it('hostile input 16: 100 pages, no heading, XML-illegal characters, images without alt', async () => {
    const blocks: BlockElement[] = [];
    for (let page = 1; page <= 100; page += 1) {
      if (page > 1) blocks.push({ type: 'page-break', children: [{ text: '' }] });
      blocks.push({ type: 'paragraph', children: [{ text: `Page ${page}.\u0007 쪽\uFFFF 끝.\uDFFF` }] });
      blocks.push({ type: 'image', src: '/drive-app/file/files/00000000-0000-4000-8000-000000000001', alt: '', children: [{ text: '' }] });
    }
    const document: BookDocument = { lang: 'ko', blocks };
    const folder = await bookFolder(planBook(document, { title: '\u0000제목' }));
    expect(await validateDaisyFolder(folder)).toEqual([]);
  });

  it('an empty document', async () => {
    const folder = await bookFolder(planBook({ blocks: [{ type: 'paragraph', children: [{ text: '' }] }] }, { title: '' }));
    expect(await validateDaisyFolder(folder)).toEqual([]);
  });
});
