import { describe, expect, it } from 'vitest';
import { changeLocation, locationParams, pageCountOf, parseLocation } from './browserLocation.ts';

const at = (query: string) => parseLocation(new URLSearchParams(query));

describe('the browser location', () => {
  it('reads the address, falling back to the root, page 1 and latest first', () => {
    expect(at('')).toEqual({ folder: 'ROOT', page: 1, search: '', sort: 'LATEST' });
    expect(at('folder=12&page=3&q=map&sort=NAME_ASC')).toEqual({ folder: '12', page: 3, search: 'map', sort: 'NAME_ASC' });
    expect(at('folder=../x&page=-2&sort=DROP')).toEqual({ folder: 'ROOT', page: 1, search: '', sort: 'LATEST' });
  });

  it('starts again on page 1 when the folder, search or sort changes, and drops the search in another folder', () => {
    const here = at('folder=1&page=3&q=map');
    expect(changeLocation(here, { page: 4 })).toMatchObject({ page: 4, search: 'map' });
    expect(changeLocation(here, { folder: '2' })).toEqual({ folder: '2', page: 1, search: '', sort: 'LATEST' });
    expect(changeLocation(here, { search: 'maps' })).toMatchObject({ page: 1, search: 'maps' });
    expect(changeLocation(here, { sort: 'OLDEST' })).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(locationParams(at('')).toString()).toBe('');
    expect(locationParams(at('folder=5&page=2&q=a b&sort=OLDEST')).toString()).toBe('folder=5&page=2&q=a+b&sort=OLDEST');
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(37)).toBe(3);
  });
});
