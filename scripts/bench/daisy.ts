// DAISY 3 talking book (issue 23): a 100-page document (headings and
// paragraphs, English) planned, spoken by eSpeak NG, encoded by LAME,
// written and validated, as the job does it. Prints the whole time, the
// speech step's time, the audio's length, the realtime factor (speech time /
// audio length: below 1 is faster than listening) and the peak resident
// memory of this process with every program it ran, sampled from /proc.
// Printed, never asserted.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlockElement, BookDocument } from '../../src/core/book/index.ts';
import { planBook, writeBook } from '../../src/core/daisy/index.ts';
import { treeMemory } from '../../src/server/convert/worker/runWorker.ts';
import { makeBookAudio, SPEECH_CONCURRENCY } from '../../src/server/daisy/audio/bookAudio.ts';
import { validateDaisyFolder } from '../../src/server/daisy/validate/index.ts';

const SENTENCES = [
  'Green plants take in water through their roots.',
  'The stem carries it up to the leaves, where light turns it into food.',
  'Water that the leaves do not use leaves the plant as vapour.',
];

/** `pages` pages, a chapter (h1) every ten, each page a section heading (h2) and three short paragraphs. */
function benchDocument(pages: number): BookDocument {
  const blocks: BlockElement[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) blocks.push({ type: 'page-break', children: [{ text: '' }] });
    if (page % 10 === 1) blocks.push({ type: 'heading', level: 1, children: [{ text: `Chapter ${(page + 9) / 10}` }] });
    blocks.push({ type: 'heading', level: 2, children: [{ text: `Section ${page}` }] });
    for (const sentence of SENTENCES) blocks.push({ type: 'paragraph', children: [{ text: `${sentence} ${SENTENCES[(page + 1) % 3]}` }] });
  }
  return { lang: 'en', blocks };
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

export async function runDaisyBench(): Promise<void> {
  const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
  console.log(`\nDAISY 3: a 100-page English document to a validated audio book (eSpeak NG, ${SPEECH_CONCURRENCY} at once; LAME)\n`);
  const workDir = await mkdtemp(join(tmpdir(), 'bench-daisy-'));
  let peak = 0;
  const sampler = setInterval(() => {
    void treeMemory(process.pid).then(({ tree }) => {
      peak = Math.max(peak, tree);
    });
  }, 50);
  try {
    const started = performance.now();
    const plan = planBook(benchDocument(100), { title: 'Plants' });
    const speechStarted = performance.now();
    const audio = await makeBookAudio(plan, { voice: 'female', rate: 175, recordings: new Map(), workDir, signal: new AbortController().signal });
    const speechSeconds = (performance.now() - speechStarted) / 1000;
    for (const file of writeBook(plan, { info: { uid: 'urn:uuid:00000000-0000-4000-8000-00000000da15', publisher: 'Tactile Studio', date: '2026-11-28' }, clips: audio.clips })) {
      await writeFile(join(workDir, file.path), file.content);
    }
    const problems = await validateDaisyFolder(workDir);
    const totalSeconds = (performance.now() - started) / 1000;
    const audioSeconds = audio.files.reduce((sum, file) => sum + file.duration, 0);
    row('sync points / SMIL files', `${plan.syncPoints.length} / ${plan.smilFiles.length}`);
    row('total (plan, speech, write, validate)', `${totalSeconds.toFixed(1)} s`);
    row('speech step (makeBookAudio)', `${speechSeconds.toFixed(1)} s`);
    row('audio length', `${(audioSeconds / 60).toFixed(1)} min`);
    row('realtime factor (speech time / audio length)', `${(speechSeconds / audioSeconds).toFixed(3)}`);
    row('peak resident memory (this process + programs)', mb(peak));
    row('validator', problems.length === 0 ? 'valid' : `${problems.length} problems: ${problems[0]?.message}`);
  } finally {
    clearInterval(sampler);
    await rm(workDir, { recursive: true, force: true });
  }
}
