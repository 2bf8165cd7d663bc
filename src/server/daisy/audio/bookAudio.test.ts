import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../core/book/index.ts';
import { planBook, writeBook } from '../../../core/daisy/index.ts';
import type { DaisyPlan } from '../../../core/daisy/index.ts';
import { ConversionFailure } from '../../convert/conversion.ts';
import { DaisyFailure } from '../daisyFailure.ts';
import { SAMPLE_DOCUMENT } from '../sampleDocument.ts';
import type { SpeechEngine, SpeechRequest } from '../speech/speechEngine.ts';
import { measureAudioSeconds } from '../validate/audioDuration.ts';
import { validateDaisyFolder } from '../validate/index.ts';
import { makeBookAudio, type BookAudio, type BookAudioOptions } from './bookAudio.ts';
import { recordedPagePoints } from './pointSources.ts';
import { SAMPLE_RATE, wavHeader } from './wavFile.ts';

// The speech step end to end: real eSpeak NG, LAME, ffmpeg and sox; every
// book it makes goes through the whole DAISY 3 validator. A fake engine
// (a tone per character, fast) stands in where the test is about what is
// spoken rather than how it sounds.

const run = promisify(execFile);
const INFO = { uid: 'urn:uuid:5b1f8a2e-3c4d-4e6f-8a9b-0c1d2e3f4a5b', publisher: 'Tactile Studio', date: '2026-11-28', generator: 'Tactile Studio' };
const ONE_PIXEL = PNG.sync.write(new PNG({ width: 1, height: 1 }));
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

const options = (workDir: string, extra: Partial<BookAudioOptions> = {}): BookAudioOptions => ({ voice: 'female', rate: 175, recordings: new Map(), workDir, signal: new AbortController().signal, ...extra });

/** Says each text as 20 ms of tone per character, and keeps what it was asked to say. */
class ToneEngine implements SpeechEngine {
  readonly said: string[] = [];
  onSpeak: (count: number) => void = () => undefined;
  async name() {
    return 'Tone 1.0';
  }
  async voiceFor(request: Pick<SpeechRequest, 'lang' | 'fallbackLang'>) {
    return request.lang;
  }
  async speak(request: SpeechRequest, wavPath: string, signal: AbortSignal) {
    signal.throwIfAborted();
    this.said.push(request.text);
    this.onSpeak(this.said.length);
    const samples = Math.round([...request.text].length * 0.02 * SAMPLE_RATE);
    const pcm = Buffer.alloc(samples * 2);
    for (let index = 0; index < samples; index += 1) pcm.writeInt16LE(Math.round(8000 * Math.sin(index / 8)), index * 2);
    await writeFile(wavPath, Buffer.concat([wavHeader(samples), pcm]));
  }
}

/** The book's files written beside its MP3s in the work folder (and a picture per image the manifest names). */
async function writeBookInto(plan: DaisyPlan, audio: BookAudio, workDir: string): Promise<void> {
  const files = writeBook(plan, { info: INFO, clips: audio.clips });
  for (const file of files) await writeFile(join(workDir, file.path), file.content);
  const opf = files.find((file) => file.path === 'book.opf')?.content ?? '';
  for (const [, href] of opf.matchAll(/href="(images\/[^"]+)"/g)) {
    await mkdir(dirname(join(workDir, href as string)), { recursive: true });
    await writeFile(join(workDir, href as string), ONE_PIXEL);
  }
}

/** Every sync point has a clip; in each file they follow in reading order, apart, none past the file's measured end. */
async function expectWellTimed(plan: DaisyPlan, audio: BookAudio, workDir: string): Promise<void> {
  const durations = new Map<string, number>();
  for (const file of audio.files) {
    const measured = await measureAudioSeconds(file.file, workDir);
    expect(measured).toBeCloseTo(file.duration, 3);
    durations.set(file.path, file.duration);
  }
  const ends = new Map<string, number>();
  for (const point of plan.syncPoints) {
    const clip = audio.clips.get(point.id);
    expect(clip, point.id).toBeDefined();
    if (!clip) continue;
    expect(clip.src).toBe(`audio/${point.smil.replace('.smil', '.mp3')}`);
    expect(clip.begin).toBeGreaterThanOrEqual(ends.get(clip.src) ?? 0);
    expect(clip.end).toBeGreaterThan(clip.begin + 0.001);
    expect(clip.end).toBeLessThanOrEqual(durations.get(clip.src) as number);
    ends.set(clip.src, clip.end);
  }
  expect(audio.clips.size).toBe(plan.syncPoints.length);
}

async function mp3sIn(workDir: string): Promise<string[]> {
  return (await readdir(join(workDir, 'audio')).catch(() => [])).filter((name) => name.endsWith('.mp3'));
}

describe('makeBookAudio', () => {
  it('speaks a rich Korean and English document with eSpeak NG into MP3s a valid DAISY 3 book plays', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const workDir = await folder('daisy-speech-');
    const audio = await makeBookAudio(plan, options(workDir, { voice: 'male', rate: 220 }));
    expect(audio.files.map((file) => file.path)).toEqual(['audio/part001.mp3', 'audio/part002.mp3', 'audio/part003.mp3']);
    expect(audio.narrator).toMatch(/^eSpeak NG \d+\.\d+, ko\/en-gb, male, 220 wpm$/);
    await expectWellTimed(plan, audio, workDir);
    // Only the MP3s are left: the point and part WAVs are gone.
    expect((await readdir(workDir)).sort()).toEqual(['audio']);
    expect((await mp3sIn(workDir)).sort()).toEqual(['part001.mp3', 'part002.mp3', 'part003.mp3']);
    await writeBookInto(plan, audio, workDir);
    expect(await validateDaisyFolder(workDir)).toEqual([]);
  });

  it("uses a page's own MP3 or M4A recording instead of speech, its length shared among the page's points", async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const workDir = await folder('daisy-speech-');
    const inputs = await folder('daisy-recordings-');
    const mp3 = join(inputs, 'page2.mp3');
    const m4a = join(inputs, 'page3.m4a');
    await run('sox', ['-n', '-r', '22050', '-c', '1', mp3, 'synth', '2', 'sine', '440']);
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'aac', m4a]);
    const engine = new ToneEngine();
    const recordings = new Map([
      [2, mp3],
      [3, m4a],
    ]);
    const audio = await makeBookAudio(plan, options(workDir, { recordings }), engine);
    const pages = recordedPagePoints(plan, recordings);
    for (const [page, seconds] of [
      [2, 2],
      [3, 1],
    ] as const) {
      const points = (pages.get(page) ?? []).map((index) => plan.syncPoints[index]);
      expect(points.length).toBeGreaterThan(0);
      // Not one of the page's texts was spoken.
      for (const point of points) expect(engine.said).not.toContain(point?.text);
      // The page's clips, in whichever files they fall, add up to the recording (as decoded) and the pause after it.
      const span = points.reduce((sum, point) => sum + ((audio.clips.get(point?.id ?? '')?.end ?? 0) - (audio.clips.get(point?.id ?? '')?.begin ?? 0)), 0);
      expect(span).toBeGreaterThan(seconds + 0.3 - 0.01);
      expect(span).toBeLessThan(seconds + 0.3 + 0.1);
    }
    // Everything else was.
    expect(engine.said).toContain('물은 증발한다.');
    expect(engine.said).toHaveLength(plan.syncPoints.length - [...pages.values()].flat().length);
    expect(audio.narrator).toBe('Tone 1.0, ko/en, female, 175 wpm; recorded pages 2, 3');
    await expectWellTimed(plan, audio, workDir);
    await writeBookInto(plan, audio, workDir);
    expect(await validateDaisyFolder(workDir)).toEqual([]);
  });

  it('hostile input 16: 100 pages, no heading, XML-illegal characters, pictures without alt — one part, every point timed, valid', async () => {
    const blocks: BlockElement[] = [];
    for (let page = 1; page <= 100; page += 1) {
      if (page > 1) blocks.push({ type: 'page-break', children: [{ text: '' }] });
      blocks.push({ type: 'paragraph', children: [{ text: `Page ${page}.\u0007 쪽\uFFFF 끝.\uDFFF` }] });
      blocks.push({ type: 'image', src: '/drive-app/file/files/00000000-0000-4000-8000-000000000001', alt: '', children: [{ text: '' }] });
    }
    const plan = planBook({ lang: 'ko', blocks }, { title: '\u0000제목' });
    const workDir = await folder('daisy-speech-');
    const engine = new ToneEngine();
    const audio = await makeBookAudio(plan, options(workDir), engine);
    expect(audio.files.map((file) => file.path)).toEqual(['audio/part001.mp3']);
    expect(engine.said).toHaveLength(plan.syncPoints.length);
    await expectWellTimed(plan, audio, workDir);
    await writeBookInto(plan, audio, workDir);
    expect(await validateDaisyFolder(workDir)).toEqual([]);
  });

  it.each([
    ['a file that is no audio', async (path: string) => writeFile(path, 'this is not an MP3 at all, only text\n'.repeat(20))],
    ['an M4A with no sound in it', async (path: string) => run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=d=0.001', '-t', '0', '-c:a', 'aac', '-f', 'mp4', path])],
    ['an MP3 with no frames (zero length)', async (path: string) => run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=d=1', '-frames:a', '0', '-c:a', 'libmp3lame', '-f', 'mp3', path])],
    ['a WAV called .mp3', async (path: string) => run('sox', ['-n', '-r', '22050', '-c', '1', '-t', 'wav', path, 'synth', '1', 'sine', '440'])],
  ])('a recording that is %s is BAD_RECORDING, and no MP3 is left', async (_name, make) => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const workDir = await folder('daisy-speech-');
    const recording = join(await folder('daisy-recordings-'), 'page.mp3');
    await make(recording);
    const failure = makeBookAudio(plan, options(workDir, { recordings: new Map([[2, recording]]) }), new ToneEngine());
    await expect(failure).rejects.toBeInstanceOf(DaisyFailure);
    await expect(failure).rejects.toMatchObject({ code: 'BAD_RECORDING', message: expect.stringMatching(/^The recording of page 2 cannot be read/) });
    expect(await mp3sIn(workDir)).toEqual([]);
    expect(await readdir(workDir)).toEqual(['audio']);
  });

  it('an abort stops the speaking; no MP3 is left under its name and the scratch folder is gone', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const workDir = await folder('daisy-speech-');
    const controller = new AbortController();
    const engine = new ToneEngine();
    engine.onSpeak = (count) => {
      if (count === 3) controller.abort(new Error('stopped by the test'));
    };
    await expect(makeBookAudio(plan, options(workDir, { signal: controller.signal }), engine)).rejects.toThrow('stopped by the test');
    // The four passages already under way may finish; nothing after them starts.
    expect(engine.said.length).toBeLessThanOrEqual(3);
    expect(await mp3sIn(workDir)).toEqual([]);
    expect(await readdir(workDir)).toEqual(['audio']);
  });

  it('an abort during a later part removes the parts already made', async () => {
    const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
    const workDir = await folder('daisy-speech-');
    const controller = new AbortController();
    const engine = new ToneEngine();
    const firstPart = plan.syncPoints.filter((point) => point.smil === 'part001.smil').length;
    engine.onSpeak = (count) => {
      if (count === firstPart + 1) controller.abort(new Error('stopped in part 2'));
    };
    await expect(makeBookAudio(plan, options(workDir, { signal: controller.signal }), engine)).rejects.toThrow('stopped in part 2');
    expect(await mp3sIn(workDir)).toEqual([]);
  });

  it('an already aborted signal does nothing at all', async () => {
    const workDir = await folder('daisy-speech-');
    const engine = new ToneEngine();
    await expect(makeBookAudio(planBook(SAMPLE_DOCUMENT, { title: 'x' }), options(workDir, { signal: AbortSignal.abort(new Error('too late')) }), engine)).rejects.toThrow('too late');
    expect(engine.said).toEqual([]);
    expect(await readdir(workDir)).toEqual([]);
  });

  it.each([
    ['TIMED_OUT', 'TIMED_OUT', new ConversionFailure('TIMED_OUT', 'espeak-ng took longer than 60000 ms.')],
    ['OUT_OF_MEMORY', 'OUT_OF_MEMORY', new ConversionFailure('OUT_OF_MEMORY', 'espeak-ng ran out of memory.')],
    ['TOOL_MISSING', 'TOOL_MISSING', new ConversionFailure('TOOL_MISSING', 'espeak-ng is not installed.')],
    ['a crash', 'INTERNAL', new ConversionFailure('DAMAGED', 'espeak-ng failed (exit 1)')],
  ])('the engine failing with %s is a DaisyFailure %s', async (_name, code, error) => {
    const workDir = await folder('daisy-speech-');
    const engine = new ToneEngine();
    engine.onSpeak = () => {
      throw error;
    };
    await expect(makeBookAudio(planBook(SAMPLE_DOCUMENT, { title: 'x' }), options(workDir), engine)).rejects.toMatchObject({ name: 'DaisyFailure', code });
    expect(await mp3sIn(workDir)).toEqual([]);
  });

  it('an engine that writes a WAV of another rate is refused, not mistimed', async () => {
    const workDir = await folder('daisy-speech-');
    const engine = new ToneEngine();
    engine.speak = async (_request, wavPath) => writeFile(wavPath, Buffer.concat([wavHeader(100, 16000), Buffer.alloc(200)]));
    await expect(makeBookAudio(planBook(SAMPLE_DOCUMENT, { title: 'x' }), options(workDir), engine)).rejects.toMatchObject({ code: 'INTERNAL', message: expect.stringMatching(/16000 Hz, not 22050 Hz/) });
  });
});
