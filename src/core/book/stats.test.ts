import { describe, expect, it } from 'vitest';
import type { BookDocument } from './index.ts';
import { countText, textStatistics } from './index.ts';

describe('text statistics', () => {
  it('counts Korean words by spaces', () => {
    expect(countText('나는 학교에 간다', 'ko')).toEqual({ characterCount: 9, wordCount: 3 });
  });

  it('counts English words, not punctuation; a number is one word, a hyphen parts two (as ICU does)', () => {
    expect(countText('Hello, world! A fact: 3.14 is pi.', 'en').wordCount).toBe(7);
    expect(countText('well-known', 'en').wordCount).toBe(2);
    expect(countText('1,000,000 people', 'en').wordCount).toBe(2);
  });

  it('counts Japanese and Chinese by dictionary words, more than one and fewer than characters', () => {
    const japanese = countText('私は学校に行きます', 'ja');
    expect(japanese.wordCount).toBeGreaterThan(1);
    expect(japanese.wordCount).toBeLessThan(japanese.characterCount);
    const chinese = countText('我们是学生', 'zh');
    expect(chinese.wordCount).toBeGreaterThan(1);
    expect(chinese.wordCount).toBeLessThan(5);
  });

  it('counts grapheme clusters, not code units, and no line breaks', () => {
    expect(countText('👍🏽e\u0301\na').characterCount).toBe(3);
  });

  it('counts a whole document, blocks apart (no word runs across two paragraphs)', () => {
    const doc: BookDocument = {
      lang: 'en',
      blocks: [
        { type: 'paragraph', children: [{ text: 'one' }] },
        { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'two ' }, { type: 'link', href: '#a', children: [{ text: 'three' }] }, { text: '' }] }] }] },
        { type: 'page-break', children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: 'four' }] },
      ],
    };
    expect(textStatistics(doc)).toEqual({ characterCount: 16, wordCount: 4 });
  });

  it('falls back to default rules for an unknown language', () => {
    expect(countText('a b', 'zz-invalid-tag-that-is-long').wordCount).toBe(2);
  });
});
