import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Clip, Clips, DaisyPlan, SyncPoint } from '../../../core/daisy/index.ts';
import type { DaisyVoice } from '../../../shared/api/daisy.ts';
import { CLIP_END_TOLERANCE_S } from '../validate/audioRules.ts';
import { measureAudioSeconds } from '../validate/audioDuration.ts';
import { DaisyFailure } from '../daisyFailure.ts';
import { EspeakNg } from '../speech/espeakNg.ts';
import type { SpeechEngine } from '../speech/speechEngine.ts';
import { audioFailure } from './audioFailure.ts';
import { decodeRecording, encodeMp3 } from './audioTools.ts';
import { pointSources, recordedPagePoints, type PointSource } from './pointSources.ts';
import { runPool } from './pool.ts';
import { readWavLayout, SAMPLE_RATE, WavError, WavWriter, type WavLayout } from './wavFile.ts';

// The speech step of a DAISY 3 audio book (issue 23 item 2): every sync point
// of the plan spoken (eSpeak NG, in its passage's language) or, on a page
// that has its own recording, taken from that recording; one MP3 per SMIL
// file (`audio/part001.mp3` for `part001.smil`), and each sync point's clip
// in it (docs/daisy.md "Speech and audio").
//
// Each point is spoken to its own WAV (a few at once); a part's WAVs are
// then copied, a block at a time, into one WAV for the part — each point
// followed by its pause, which belongs to its clip, so clips meet end to
// begin and never overlap — and that WAV is encoded once by LAME. Clip times
// are sample counts at 22050 Hz, exact; the MP3 is a little longer than its
// WAV (LAME's delay and padding), never shorter, which is checked against
// what sox measures. Only one part's audio is on disk at a time, and none of
// it in memory. An MP3 gets its final name only when it is whole.

export interface BookAudioOptions {
  readonly voice: DaisyVoice;
  /** Words per minute. */
  readonly rate: number;
  /** Page number (from 1) → a local copy of that page's own recording (MP3 or M4A), used instead of speech for the page. */
  readonly recordings: ReadonlyMap<number, string>;
  /** The job's private folder: the MP3s are written under `<workDir>/audio/`. */
  readonly workDir: string;
  readonly signal: AbortSignal;
}

export interface BookAudioFile {
  /** The path in the book, `audio/part001.mp3`. */
  readonly path: string;
  /** Where it was written. */
  readonly file: string;
  /** Seconds, as the MP3 plays. */
  readonly duration: number;
}

export interface BookAudio {
  readonly clips: Clips;
  readonly files: readonly BookAudioFile[];
  /** The voice as the export dialog and the book's metadata name it, e.g. `eSpeak NG 1.51, ko, female, 175 wpm`. */
  readonly narrator: string;
}

/** Passages spoken at once: eSpeak NG is single-threaded, so one per core, and no more than four. */
export const SPEECH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

/** `engine` is eSpeak NG unless a test gives another. */
export async function makeBookAudio(plan: DaisyPlan, options: BookAudioOptions, engine?: SpeechEngine): Promise<BookAudio> {
  options.signal.throwIfAborted();
  // The caller's signal, and this run's own: a failure stops the next part's speech already under way.
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  const { signal } = stop;
  const audioDir = join(options.workDir, 'audio');
  await mkdir(audioDir, { recursive: true });
  const scratch = await mkdtemp(join(options.workDir, 'speech-'));
  const speaker = engine ?? new EspeakNg(scratch);
  const written: string[] = [];
  let ahead: Promise<unknown> = Promise.resolve();
  try {
    const pagePoints = recordedPagePoints(plan, options.recordings);
    const recordings = await decodeRecordings(pagePoints, options.recordings, scratch, signal);
    const sources = pointSources(plan, pagePoints, new Map([...recordings].map(([page, recording]) => [page, recording.layout.samples])));
    const voices = await spokenVoices(plan, sources, speaker, signal);
    const parts: Part[] = plan.smilFiles.flatMap((smil) => {
      const indexes = plan.syncPoints.flatMap((point, index) => (point.smil === smil ? [index] : []));
      return indexes.length === 0 ? [] : [{ path: `audio/${smil.replace(/\.smil$/, '.mp3')}`, indexes, plan, sources, recordings, speaker, options, scratch, signal }];
    });
    const clips = new Map<string, Clip>();
    const files: BookAudioFile[] = [];
    // The next part is spoken while this one is put together and encoded (LAME uses one core).
    let speaking = parts.length > 0 ? speakPart(parts[0] as Part) : undefined;
    for (const [at, part] of parts.entries()) {
      const spoken = await (speaking as Promise<Map<number, Decoded>>);
      speaking = at + 1 < parts.length ? speakPart(parts[at + 1] as Part) : undefined;
      // Marked as handled now: should it fail while this part is encoded, the loop's next turn (or the cleanup) hears it.
      ahead = speaking?.catch(() => undefined) ?? Promise.resolve();
      const file = await assemblePart(part, spoken, clips);
      written.push(file.file);
      files.push(file);
    }
    const engineName = await speaker.name(signal);
    const recorded = [...recordings.keys()].sort((a, b) => a - b);
    const narrator = [engineName, voices.join('/') || plan.lang, options.voice, `${Math.round(options.rate)} wpm`].join(', ') + (recorded.length > 0 ? `; recorded pages ${recorded.join(', ')}` : '');
    return { clips, files, narrator };
  } catch (error) {
    stop.abort(error);
    await ahead;
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    await rm(scratch, { recursive: true, force: true });
  }
}

interface Decoded {
  readonly wav: string;
  readonly layout: WavLayout;
}

/** Each recorded page's recording as a WAV, or BAD_RECORDING when it cannot be decoded or holds no sound. */
async function decodeRecordings(pagePoints: ReadonlyMap<number, readonly number[]>, recordings: ReadonlyMap<number, string>, scratch: string, signal: AbortSignal): Promise<Map<number, Decoded>> {
  const decoded = new Map<number, Decoded>();
  const pages = [...pagePoints.keys()];
  await runPool(
    pages,
    SPEECH_CONCURRENCY,
    async (page) => {
      const what = `The recording of page ${page}`;
      const wav = join(scratch, `recording-${page}.wav`);
      try {
        await decodeRecording(recordings.get(page) as string, wav, signal);
        const layout = await readWavLayout(wav);
        if (layout.sampleRate !== SAMPLE_RATE) throw new WavError(wav, `${layout.sampleRate} Hz, not ${SAMPLE_RATE} Hz`);
        if (layout.samples === 0) throw new DaisyFailure('BAD_RECORDING', `${what} holds no sound.`);
        decoded.set(page, { wav, layout });
      } catch (error) {
        throw audioFailure(error, signal, 'recording', `${what} cannot be read`);
      }
    },
    signal,
  );
  return new Map([...decoded].sort(([a], [b]) => a - b));
}

/** The engine's voices for the spoken points, in order of first use (the narrator names them). */
async function spokenVoices(plan: DaisyPlan, sources: readonly PointSource[], speaker: SpeechEngine, signal: AbortSignal): Promise<string[]> {
  const voices = new Set<string>();
  for (const [index, point] of plan.syncPoints.entries()) {
    if (sources[index]?.kind !== 'speech') continue;
    try {
      voices.add(await speaker.voiceFor({ lang: point.lang, fallbackLang: plan.lang }, signal));
    } catch (error) {
      throw audioFailure(error, signal, 'speech', 'The speech engine cannot list its voices');
    }
  }
  return [...voices];
}

interface Part {
  readonly path: string;
  readonly indexes: readonly number[];
  readonly plan: DaisyPlan;
  readonly sources: readonly PointSource[];
  readonly recordings: ReadonlyMap<number, Decoded>;
  readonly speaker: SpeechEngine;
  readonly options: BookAudioOptions;
  readonly scratch: string;
  readonly signal: AbortSignal;
}

/** A part's spoken points, each in its own WAV (a few at once). */
async function speakPart(part: Part): Promise<Map<number, Decoded>> {
  const { options, signal } = part;
  const spoken = new Map<number, Decoded>();
  await runPool(
    part.indexes.filter((index) => part.sources[index]?.kind === 'speech'),
    SPEECH_CONCURRENCY,
    async (index) => {
      const point = part.plan.syncPoints[index] as SyncPoint;
      const wav = join(part.scratch, `point-${index}.wav`);
      try {
        await part.speaker.speak({ text: point.text, lang: point.lang, fallbackLang: part.plan.lang, voice: options.voice, rate: options.rate }, wav, signal);
        const layout = await readWavLayout(wav);
        if (layout.sampleRate !== SAMPLE_RATE) throw new WavError(wav, `${layout.sampleRate} Hz, not ${SAMPLE_RATE} Hz`);
        spoken.set(index, { wav, layout });
      } catch (error) {
        throw audioFailure(error, signal, 'speech', `Speaking "${point.text.slice(0, 40)}" (${point.id})`);
      }
    },
    signal,
  );
  return spoken;
}

/** A part's points copied with their pauses into one WAV, encoded, measured, and moved to the MP3's final name. */
async function assemblePart(part: Part, spoken: ReadonlyMap<number, Decoded>, clips: Map<string, Clip>): Promise<BookAudioFile> {
  const { options, scratch, signal } = part;
  const base = part.path.replace(/^audio\//, '').replace(/\.mp3$/, '');
  const wavPath = join(scratch, `${base}.wav`);
  const writer = await WavWriter.create(wavPath);
  let lastEnd = 0;
  try {
    for (const index of part.indexes) {
      signal.throwIfAborted();
      const point = part.plan.syncPoints[index] as SyncPoint;
      const source = part.sources[index] as PointSource;
      const begin = writer.samples;
      if (source.kind === 'speech') {
        const wav = spoken.get(index) as Decoded;
        await writer.copy(wav.wav, wav.layout);
      } else {
        const recording = part.recordings.get(source.page) as Decoded;
        const available = Math.min(source.to, recording.layout.samples);
        if (available > source.from) await writer.copy(recording.wav, recording.layout, source.from, available);
        await writer.silence(source.to - Math.max(source.from, available));
      }
      await writer.silence(source.pauseSamples);
      lastEnd = writer.samples / SAMPLE_RATE;
      clips.set(point.id, { src: part.path, begin: begin / SAMPLE_RATE, end: lastEnd });
    }
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  await Promise.all([...spoken.values()].map((wav) => rm(wav.wav, { force: true })));
  const mp3 = join(scratch, `${base}.mp3`);
  try {
    await encodeMp3(wavPath, mp3, signal);
    await rm(wavPath, { force: true });
    const duration = await measureAudioSeconds(mp3, scratch);
    if (duration === undefined || lastEnd > duration + CLIP_END_TOLERANCE_S) {
      throw new DaisyFailure('INTERNAL', `${part.path} plays ${duration ?? 'an unknown number of'} s, shorter than its clips (${lastEnd.toFixed(3)} s).`);
    }
    const final = join(options.workDir, part.path);
    await rename(mp3, final);
    return { path: part.path, file: final, duration };
  } catch (error) {
    throw audioFailure(error, signal, 'speech', `Encoding ${part.path}`);
  }
}
