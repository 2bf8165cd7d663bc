import { toMilliseconds, type Clips, type DaisyPlan } from '../../../core/daisy/index.ts';
import type { WireDaisyContents } from '../../../shared/api/daisy.ts';

// What GET /doc/daisy-contents answers about a made book, worked out once
// when the job ends and kept with the job (jobs.result): the headings and
// pages in reading order, every phrase with the page it is on and its clip.
// The audio files' addresses are signed when it is read (they expire).

export interface StoredAudioFile {
  readonly FILE: string;
  readonly DURATION: number;
}

/** WireDaisyContents as kept: no DTM_NO or STATUS (the job's), audio without its signed URL. */
export type StoredDaisyContents = Omit<WireDaisyContents, 'DTM_NO' | 'STATUS' | 'AUDIO_FILES'> & {
  readonly AUDIO_FILES: readonly StoredAudioFile[];
  /** The ZIP's size in bytes (GET /doc/daisy sends exactly this many). */
  readonly SIZE: number;
  /** The voice as makeBookAudio named it; null for a text-only book. */
  readonly NARRATOR: string | null;
};

const seconds = (ms: number) => ms / 1000;

export function bookContents(
  plan: DaisyPlan,
  audio: { readonly clips: Clips; readonly files: readonly { readonly path: string; readonly duration: number }[]; readonly narrator: string } | undefined,
  size: number,
): StoredDaisyContents {
  const clipOf = (id: string) => {
    const clip = audio?.clips.get(id);
    return clip ? { FILE: clip.src, BEGIN: seconds(toMilliseconds(clip.begin)), END: seconds(toMilliseconds(clip.end)) } : { FILE: null, BEGIN: null, END: null };
  };
  let page = 1;
  const phrases = plan.syncPoints.map((point) => {
    if (point.kind === 'page' && point.page !== undefined) page = point.page;
    const clip = clipOf(point.id);
    return { ID: point.id, KIND: point.kind, TEXT: point.text, LANG: point.lang, FILE: clip.FILE, BEGIN: clip.BEGIN, END: clip.END, PAGE: page };
  });
  const headings = plan.syncPoints
    .filter((point) => point.kind === 'heading')
    .map((point) => ({ ID: point.id, LEVEL: point.level ?? 1, LABEL: point.text, FILE: clipOf(point.id).FILE, BEGIN: clipOf(point.id).BEGIN }));
  const pages = plan.syncPoints
    .filter((point) => point.kind === 'page')
    .map((point) => ({ ID: point.id, PAGE: point.page ?? 0, FILE: clipOf(point.id).FILE, BEGIN: clipOf(point.id).BEGIN }));
  const files = (audio?.files ?? []).map((file) => ({ FILE: file.path, DURATION: file.duration }));
  // The book's total time as its OPF states it: the sum of the clips, in whole milliseconds.
  const totalMs = plan.syncPoints.reduce((sum, point) => {
    const clip = audio?.clips.get(point.id);
    return clip ? sum + Math.max(0, toMilliseconds(clip.end) - toMilliseconds(clip.begin)) : sum;
  }, 0);
  return {
    TITLE: plan.title.text,
    LANG: plan.lang,
    AUDIO: audio ? 'Y' : 'N',
    TOTAL_TIME: seconds(totalMs),
    AUDIO_FILES: files,
    HEADINGS: headings,
    PAGES: pages,
    PHRASES: phrases,
    SIZE: size,
    NARRATOR: audio?.narrator ?? null,
  };
}
