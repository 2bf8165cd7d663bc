import { describe, expect, it } from 'vitest';
import type { BlockElement, BookDocument } from '../../../core/book/index.ts';
import { planBook } from '../../../core/daisy/index.ts';
import { SAMPLE_DOCUMENT } from '../sampleDocument.ts';
import { MIN_SHARE_SAMPLES, pauseSamples, pointSources, recordedPagePoints, shareRecording } from './pointSources.ts';

const plan = planBook(SAMPLE_DOCUMENT, { title: '과학' });
const ids = (indexes: readonly number[] | undefined) => (indexes ?? []).map((index) => plan.syncPoints[index]?.id);

describe('the points a page recording stands for', () => {
  it('a page is its number, the heading that opens it, and what follows up to the next page', () => {
    // Page 2 opens with the heading "목록", which the plan puts just after the page's number.
    const pages = recordedPagePoints(plan, new Map([[2, 'two.mp3']]));
    expect([...pages.keys()]).toEqual([2]);
    const texts = (pages.get(2) ?? []).map((index) => plan.syncPoints[index]?.text);
    expect(texts[0]).toBe('2');
    expect(texts[1]).toBe('목록');
    expect(texts).toContain('구름 그림 "비"');
    // Not the next page's opening heading, nor anything of page 1.
    expect(texts).not.toContain('Chapter 2 <English>');
    expect(texts).not.toContain('1단원 물의 순환');
  });

  it('a page that crosses into the next SMIL file keeps its points there', () => {
    const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
    const document: BookDocument = {
      lang: 'en',
      blocks: [{ type: 'heading', level: 1, children: [{ text: 'A' }] }, p('One.'), { type: 'page-break', children: [{ text: '' }] }, p('Two.'), { type: 'heading', level: 1, children: [{ text: 'B' }] }, p('Three.'), { type: 'page-break', children: [{ text: '' }] }, p('Four.')],
    };
    const crossing = planBook(document, { title: 'T' });
    const points = (recordedPagePoints(crossing, new Map([[2, 'two.m4a']])).get(2) ?? []).map((index) => crossing.syncPoints[index]);
    expect(points.map((point) => point?.text)).toEqual(['2', 'Two.', 'B', 'Three.']);
    expect(points.map((point) => point?.smil)).toEqual(['part001.smil', 'part001.smil', 'part002.smil', 'part002.smil']);
  });

  it('a recording for a page the document does not have stands for nothing', () => {
    expect(recordedPagePoints(plan, new Map([[99, 'x.mp3']])).size).toBe(0);
  });

  it('pages without a recording are spoken', () => {
    const sources = pointSources(plan, recordedPagePoints(plan, new Map([[4, 'four.mp3']])), new Map([[4, 10_000]]));
    const recorded = sources.flatMap((source, index) => (source.kind === 'recording' ? [index] : []));
    expect(ids(recorded)).toEqual(ids(recordedPagePoints(plan, new Map([[4, 'x']])).get(4)));
    expect(sources[0]).toEqual({ kind: 'speech', pauseSamples: pauseSamples('title') });
  });
});

describe('shareRecording', () => {
  it('shares every sample, in proportion to text length, in order', () => {
    const bounds = shareRecording(100_000, [1, 3, 6]);
    expect(bounds[0]).toBe(0);
    expect(bounds.at(-1)).toBe(100_000);
    const shares = bounds.slice(1).map((bound, index) => bound - (bounds[index] as number));
    expect(shares.every((share) => share >= MIN_SHARE_SAMPLES)).toBe(true);
    expect(shares[2] as number).toBeGreaterThan(shares[1] as number);
    expect(Math.abs((shares[1] as number) / (shares[0] as number) - 3)).toBeLessThan(0.05);
  });

  it('a recording too short for its points is stretched to give each a clip that stays apart after rounding', () => {
    const bounds = shareRecording(10, [1, 1, 1]);
    expect(bounds).toEqual([0, MIN_SHARE_SAMPLES, 2 * MIN_SHARE_SAMPLES, 3 * MIN_SHARE_SAMPLES]);
  });

  it('only the page\'s last point carries a pause', () => {
    const pages = recordedPagePoints(plan, new Map([[2, 'two.mp3']]));
    const sources = pointSources(plan, pages, new Map([[2, 44_100]]));
    const recorded = sources.filter((source) => source.kind === 'recording');
    expect(recorded.map((source) => source.pauseSamples)).toEqual([...recorded.slice(1).map(() => 0), pauseSamples('page')]);
    expect(recorded.at(-1)).toMatchObject({ to: 44_100 });
  });
});
