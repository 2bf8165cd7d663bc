import type { DaisyPlan, SyncPoint } from '../../../core/daisy/index.ts';
import { SAMPLE_RATE } from './wavFile.ts';

// Where each sync point's audio comes from: speech, or a slice of its page's
// own recording. A page's points are its 'page' point and every point after
// it up to the next page (reading order: a page that opens with a heading has
// its number before it, core/daisy/plan.ts). Its recording is shared
// among them in proportion to their text's length — an approximation: the
// recording is not aligned with the words, so a player's highlight may run a
// little ahead of or behind the voice (docs/daisy.md).

/** After a heading, a page number or the title a longer pause than after a sentence, as a reader takes one. */
export const PAUSE_MS: Readonly<Record<SyncPoint['kind'], number>> = { title: 300, heading: 300, page: 300, phrase: 150, note: 150 };

/** Each point of a recording gets at least this much, so its clip's begin and end stay apart after rounding to milliseconds. */
export const MIN_SHARE_SAMPLES = Math.ceil((2 * SAMPLE_RATE) / 1000);

export type PointSource =
  | { readonly kind: 'speech'; readonly pauseSamples: number }
  | {
      readonly kind: 'recording';
      readonly page: number;
      /** This point's share, in samples from the recording's start; `to` may pass its end (silence makes up the rest). */
      readonly from: number;
      readonly to: number;
      /** A pause after the page's last point only: a recording carries its own pauses. */
      readonly pauseSamples: number;
    };

export const pauseSamples = (kind: SyncPoint['kind']) => Math.round((PAUSE_MS[kind] * SAMPLE_RATE) / 1000);

/** Each recorded page's points, in reading order, by page number (only pages that have a recording and a page point). */
export function recordedPagePoints(plan: DaisyPlan, recordings: ReadonlyMap<number, string>): Map<number, number[]> {
  const pages = new Map<number, number[]>();
  let current: number | undefined;
  plan.syncPoints.forEach((point, index) => {
    if (point.kind === 'page') current = point.page;
    if (current === undefined || !recordings.has(current)) return;
    const list = pages.get(current) ?? [];
    list.push(index);
    pages.set(current, list);
  });
  return pages;
}

/** A recording of `samples` shared among points by text length: boundaries from 0, each share at least MIN_SHARE_SAMPLES. */
export function shareRecording(samples: number, weights: readonly number[]): number[] {
  const floor = MIN_SHARE_SAMPLES * weights.length;
  const spare = Math.max(0, samples - floor);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const bounds = [0];
  let cumulative = 0;
  weights.forEach((weight, index) => {
    cumulative += weight;
    bounds.push(MIN_SHARE_SAMPLES * (index + 1) + Math.round((spare * cumulative) / total));
  });
  return bounds;
}

/** Every point's source; `recordingSamples` gives each recorded page's decoded length. */
export function pointSources(plan: DaisyPlan, pagePoints: ReadonlyMap<number, readonly number[]>, recordingSamples: ReadonlyMap<number, number>): PointSource[] {
  const sources: PointSource[] = plan.syncPoints.map((point) => ({ kind: 'speech', pauseSamples: pauseSamples(point.kind) }));
  for (const [page, indexes] of pagePoints) {
    const samples = recordingSamples.get(page) ?? 0;
    const bounds = shareRecording(samples, indexes.map((index) => [...(plan.syncPoints[index] as SyncPoint).text].length));
    indexes.forEach((index, at) => {
      const last = at === indexes.length - 1;
      sources[index] = { kind: 'recording', page, from: bounds[at] as number, to: bounds[at + 1] as number, pauseSamples: last ? pauseSamples('page') : 0 };
    });
  }
  return sources;
}
