import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../book/index.ts';
import { planBook } from './plan.ts';

const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const h = (level: 1 | 2 | 3 | 4, text: string): BlockElement => ({ type: 'heading', level, children: [{ text }] });
const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };

describe('planBook', () => {
  it('lists sync points in reading order: title, headings, pages, sentences', () => {
    const plan = planBook({ lang: 'ko', blocks: [h(1, '하나'), p('가. 나.'), pageBreak, h(2, '둘'), p('English here.')] }, { title: '책' });
    expect(plan.syncPoints.map((s) => [s.kind, s.text, s.lang, s.smil])).toEqual([
      ['title', '책', 'ko', 'part001.smil'],
      ['page', '1', 'ko', 'part001.smil'],
      ['heading', '하나', 'ko', 'part001.smil'],
      ['phrase', '가.', 'ko', 'part001.smil'],
      ['phrase', '나.', 'ko', 'part001.smil'],
      ['page', '2', 'ko', 'part001.smil'],
      ['heading', '둘', 'ko', 'part001.smil'],
      ['phrase', 'English here.', 'en', 'part001.smil'],
    ]);
    expect(new Set(plan.syncPoints.map((s) => s.id)).size).toBe(plan.syncPoints.length);
    expect(plan.pageCount).toBe(2);
  });

  it('puts a page\'s number before its text when the page opens with a paragraph, a list or a described picture', () => {
    const list: BlockElement = { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'Item.' }] }] }] };
    const picture: BlockElement = { type: 'image', src: '/drive-app/file/1', alt: 'A map.', children: [{ text: '' }] };
    const plan = planBook({ lang: 'en', blocks: [p('One.'), pageBreak, list, pageBreak, picture, pageBreak, p('Four.')] }, { title: 'Pages' });
    expect(plan.syncPoints.map((s) => [s.kind, s.text])).toEqual([
      ['title', 'Pages'],
      ['heading', 'Pages'],
      ['page', '1'],
      ['phrase', 'One.'],
      ['page', '2'],
      ['phrase', 'Item.'],
      ['page', '3'],
      ['note', 'A map.'],
      ['page', '4'],
      ['phrase', 'Four.'],
    ]);
    // The ids follow the same order, as the DTBook and the SMIL do.
    const numbers = plan.syncPoints.map((s) => Number(s.id.slice(3)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('puts the number of a page that opens with a heading inside the heading\'s level, just before it', () => {
    const plan = planBook({ lang: 'en', blocks: [h(1, 'A'), p('a.'), pageBreak, h(1, 'B'), p('b.'), pageBreak, h(2, 'C')] }, { title: 't' });
    const [first, second] = plan.levels;
    expect(first?.openingPage?.sync.page).toBe(1);
    expect(second?.openingPage?.sync.page).toBe(2);
    expect(second?.openingPage?.sync.smil).toBe('part002.smil');
    const third = second?.children.at(-1);
    expect(third && 'depth' in third ? [third.depth, third.openingPage?.sync.page, third.heading?.text] : undefined).toEqual([2, 3, 'C']);
    // Nothing else carries a page number: each page is counted once.
    expect(plan.syncPoints.filter((s) => s.kind === 'page').map((s) => s.page)).toEqual([1, 2, 3]);
  });

  it('gives a document that does not open with a heading its title as h1', () => {
    const plan = planBook({ blocks: [p('Text.')] }, { title: 'My book' });
    expect(plan.levels).toHaveLength(1);
    expect(plan.levels[0]?.heading?.text).toBe('My book');
    expect(plan.lang).toBe('ko');
  });

  it('opens the skipped levels between h1 and h4 without headings, and one SMIL per level1', () => {
    const plan = planBook({ lang: 'en', blocks: [h(1, 'A'), h(4, 'D'), p('x'), h(1, 'B')] }, { title: 't' });
    const first = plan.levels[0];
    const level2 = first?.children[0];
    expect(level2 && 'depth' in level2 ? [level2.depth, level2.heading] : undefined).toEqual([2, undefined]);
    expect(plan.smilFiles).toEqual(['part001.smil', 'part002.smil']);
    expect(plan.syncPoints.find((s) => s.text === 'B')?.smil).toBe('part002.smil');
  });

  it('drops XML-illegal characters and empty paragraphs, and an image without alt has no note', () => {
    const plan = planBook(
      { lang: 'en', blocks: [h(1, 'T\u0000'), p(''), p('\uFFFF'), { type: 'image', src: '/x', alt: '', children: [{ text: '' }] }, { type: 'image', src: '/y', alt: 'A cat', children: [{ text: '' }] }] },
      { title: 't' },
    );
    expect(plan.syncPoints.map((s) => [s.kind, s.text])).toEqual([
      ['title', 't'],
      ['page', '1'],
      ['heading', 'T'],
      ['note', 'A cat'],
    ]);
  });
});
