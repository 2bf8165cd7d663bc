// Measured audio: each sync point's clip in an audio file, as the server's
// speech step (or a page's own recording) produced it. Times are rounded to
// milliseconds once, here, so every total the files state adds up exactly.

import type { DaisyPlan, SyncPoint } from './plan.ts';
import { toMilliseconds } from './clock.ts';

export interface Clip {
  /** The audio file's path in the book, e.g. `audio/part001.mp3`. */
  readonly src: string;
  /** Seconds from the start of that file. */
  readonly begin: number;
  readonly end: number;
}

/** A clip in whole milliseconds. */
export interface TimedClip {
  readonly src: string;
  readonly begin: number;
  readonly end: number;
}

/** Clips by sync point id; undefined for a text-only book. */
export type Clips = ReadonlyMap<string, Clip>;

export function timedClip(clips: Clips | undefined, point: SyncPoint): TimedClip | undefined {
  const clip = clips?.get(point.id);
  if (!clip) return undefined;
  const begin = toMilliseconds(clip.begin);
  return { src: clip.src, begin, end: Math.max(begin, toMilliseconds(clip.end)) };
}

/** Each SMIL file's duration in milliseconds: the sum of its clips. */
export function smilDurations(plan: DaisyPlan, clips: Clips | undefined): Map<string, number> {
  const durations = new Map(plan.smilFiles.map((file) => [file, 0]));
  for (const point of plan.syncPoints) {
    const clip = timedClip(clips, point);
    if (clip) durations.set(point.smil, (durations.get(point.smil) ?? 0) + clip.end - clip.begin);
  }
  return durations;
}

/** The audio files the clips name, in order of first use. */
export function audioFiles(plan: DaisyPlan, clips: Clips | undefined): string[] {
  const files = new Set<string>();
  for (const point of plan.syncPoints) {
    const clip = clips?.get(point.id);
    if (clip) files.add(clip.src);
  }
  return [...files];
}
