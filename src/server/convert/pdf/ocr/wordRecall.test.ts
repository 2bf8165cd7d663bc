import { describe, expect, it } from 'vitest';
import { normalisedWords, wordRecall } from './wordRecall.ts';

describe('wordRecall', () => {
  it('compares words without case or surrounding punctuation', () => {
    expect(normalisedWords('Green plants, “water” and AIR. 1.5 e-mail')).toEqual(['green', 'plants', 'water', 'and', 'air', '1.5', 'e-mail']);
    expect(wordRecall('Green plants make food.', 'green PLANTS make food')).toBe(1);
  });

  it('counts the source words found in order', () => {
    expect(wordRecall('one two three four', 'one too three four')).toBe(0.75);
    expect(wordRecall('one two three four', 'one two three four five six')).toBe(1);
    // Every word, but the second half before the first: only one half is in order.
    expect(wordRecall('a b c d', 'c d a b')).toBe(0.5);
  });

  it('reads Korean words as words (NFKC joins decomposed syllables)', () => {
    expect(wordRecall('식물과 빛', '식물과 빛'.normalize('NFD'))).toBe(1);
    expect(wordRecall('초록 식물은 햇빛과', '초록 식물 은 햇빛과')).toBeCloseTo(2 / 3);
  });

  it('is 1 for a source without words and 0 for an empty reading', () => {
    expect(wordRecall(' … ', 'anything')).toBe(1);
    expect(wordRecall('some words', '')).toBe(0);
  });
});
