import { join } from 'node:path';
import { ConversionFailure } from '../../convert/conversion.ts';
import { measureAudioSeconds } from './audioDuration.ts';
import { list, type XmlFile } from './bookFacts.ts';
import { parseClock } from './clock.ts';
import { resolveReference } from './paths.ts';
import type { DaisyProblem } from './problem.ts';

// Each audio clip: its src is a file of the book, clipBegin < clipEnd, and
// clipEnd is no later than the file's end. Decoders disagree on an MP3's
// length by the encoder's padding (a frame or two, ~26 ms each), so the end
// may pass the measured duration by at most CLIP_END_TOLERANCE_S.
export const CLIP_END_TOLERANCE_S = 0.05;

export async function audioProblems(folder: string, files: ReadonlySet<string>, xml: ReadonlyMap<string, XmlFile>): Promise<DaisyProblem[]> {
  const problems: DaisyProblem[] = [];
  const durations = new Map<string, number | undefined>();
  for (const smil of xml.values()) {
    if (smil.kind !== 'smil') continue;
    const say = (rule: DaisyProblem['rule'], message: string) => problems.push({ file: smil.file, rule, message });
    for (const clip of list(smil, 'audio')) {
      const src = clip.src as string;
      const target = resolveReference(smil.file, src);
      if (target === undefined || !files.has(target.file)) {
        say('reference', `The audio "${src}" does not name a file of the book.`);
        continue;
      }
      const begin = parseClock(clip.clipBegin ?? '');
      const end = parseClock(clip.clipEnd ?? '');
      if (begin === undefined) say('clock', `clipBegin "${clip.clipBegin}" of "${src}" is not a SMIL clock value.`);
      if (end === undefined) say('clock', `clipEnd "${clip.clipEnd}" of "${src}" is not a SMIL clock value.`);
      if (begin === undefined || end === undefined) continue;
      if (!(begin < end)) say('clip', `The clip of "${src}" begins at ${begin} s, not before its end at ${end} s.`);
      if (!durations.has(target.file)) durations.set(target.file, await measureOrUndefined(join(folder, target.file), folder));
      const duration = durations.get(target.file);
      if (duration === undefined) say('audio', `The duration of ${target.file} cannot be measured.`);
      else if (end > duration + CLIP_END_TOLERANCE_S) say('clip', `The clip of "${src}" ends at ${end} s, after the audio's end at ${duration} s.`);
    }
  }
  return problems;
}

/** The duration, or undefined for a file sox cannot read; a missing sox is an error, not a pass. */
async function measureOrUndefined(path: string, workDir: string): Promise<number | undefined> {
  try {
    return await measureAudioSeconds(path, workDir);
  } catch (error) {
    if (error instanceof ConversionFailure && error.code === 'DAMAGED') return undefined;
    throw error;
  }
}
