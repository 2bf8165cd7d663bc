import { describe, expect, it } from 'vitest';
import { libraryParams, parseLibraryLocation } from './libraryLocation.ts';

const at = (query: string) => parseLibraryLocation(new URLSearchParams(query));

describe('the library location', () => {
  it('reads only known categories and sort orders', () => {
    expect(at('category=MATH&sort=MOST_VIEWED&page=2&q=map')).toEqual({ category: 'MATH', sort: 'MOST_VIEWED', page: 2, search: 'map' });
    expect(at('category=POETRY&sort=RANDOM&page=0')).toEqual({ category: undefined, sort: 'LATEST', page: 1, search: '' });
  });

  it('starts again on page 1 for a new filter, and keeps the others', () => {
    const here = at('category=ART&page=3&sort=OLDEST');
    expect(libraryParams(here, { category: 'MATH' }).toString()).toBe('category=MATH&sort=OLDEST');
    expect(libraryParams(here, { page: 4 }).toString()).toBe('category=ART&sort=OLDEST&page=4');
    expect(libraryParams(here, { category: undefined }).toString()).toBe('sort=OLDEST');
  });
});
