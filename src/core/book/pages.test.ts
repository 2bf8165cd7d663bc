import { describe, expect, it } from 'vitest';
import type { BlockElement } from './index.ts';
import { canAddPage, canRemovePage, joinPages, MAX_PAGES, MIN_PAGES, pageCount, splitPages } from './index.ts';

const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };

describe('pages', () => {
  it('has the spec’s limits', () => {
    expect([MIN_PAGES, MAX_PAGES]).toEqual([1, 100]);
  });

  it('splits at page breaks, removing them, and always gives a page', () => {
    expect(splitPages([])).toEqual([[]]);
    expect(splitPages([p('a'), p('b')])).toEqual([[p('a'), p('b')]]);
    expect(splitPages([p('a'), pageBreak, p('b'), pageBreak, p('c')])).toEqual([[p('a')], [p('b')], [p('c')]]);
    expect(pageCount([p('a'), pageBreak, p('b'), pageBreak, p('c')])).toBe(3);
  });

  it('joins pages back as they were split', () => {
    const blocks = [p('a'), pageBreak, p('b'), p('c'), pageBreak, p('d')];
    expect(joinPages(splitPages(blocks))).toEqual(blocks);
  });

  it('allows adding a page below 100 and removing one above 1', () => {
    const pages = (n: number) => joinPages(Array.from({ length: n }, (_, index) => [p(String(index))]));
    expect(canAddPage(pages(99))).toBe(true);
    expect(canAddPage(pages(100))).toBe(false);
    expect(canRemovePage(pages(1))).toBe(false);
    expect(canRemovePage(pages(2))).toBe(true);
  });
});
