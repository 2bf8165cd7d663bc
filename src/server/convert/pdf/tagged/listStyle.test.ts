import { describe, expect, it } from 'vitest';
import { listStyle } from './listStyle.ts';

describe('listStyle', () => {
  it('reads bullets, or no label at all, as a bulleted list', () => {
    expect(listStyle(['•', '•'])).toEqual({ tag: 'ul' });
    expect(listStyle(['', ''])).toEqual({ tag: 'ul' });
    expect(listStyle([])).toEqual({ tag: 'ul' });
  });

  it('reads numbers, with the first as the start', () => {
    expect(listStyle(['1.', '2.'])).toEqual({ tag: 'ol', type: '1' });
    expect(listStyle(['(4)', '(5)'])).toEqual({ tag: 'ol', type: '1', start: 4 });
  });

  it('reads letters in either case', () => {
    expect(listStyle(['a.', 'b.'])).toEqual({ tag: 'ol', type: 'a' });
    expect(listStyle(['C)', 'D)'])).toEqual({ tag: 'ol', type: 'A', start: 3 });
  });

  it('tells roman numerals from letters that look like them', () => {
    expect(listStyle(['i.', 'ii.'])).toEqual({ tag: 'ol', type: 'i' });
    expect(listStyle(['IV.', 'V.'])).toEqual({ tag: 'ol', type: 'I', start: 4 });
    expect(listStyle(['c.', 'd.'])).toEqual({ tag: 'ol', type: 'a', start: 3 });
    expect(listStyle(['c.', 'ci.'])).toEqual({ tag: 'ol', type: 'i', start: 100 });
  });
});
