import { describe, expect, it } from 'vitest';
import { likePattern, nearerEnd, splitPage } from './listingQuery.ts';

describe('likePattern', () => {
  it('escapes the LIKE wildcards and the escape character, so they match themselves', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
    expect(likePattern("it's")).toBe("%it's%");
  });

  it('lower-cases and normalises to NFC, as names are stored', () => {
    expect(likePattern('CAFE\u0301')).toBe('%café%');
  });
});

describe('splitPage', () => {
  it('takes folders first, then files, across page boundaries', () => {
    expect(splitPage({ pageNo: 1, pageSize: 5 }, 3)).toEqual({ size: 5, folders: { offset: 0, limit: 3 }, files: { offset: 0, limit: 2 } });
    expect(splitPage({ pageNo: 2, pageSize: 5 }, 3)).toEqual({ size: 5, folders: { offset: 3, limit: 0 }, files: { offset: 2, limit: 5 } });
    expect(splitPage({ pageNo: 2, pageSize: 5 }, 12)).toEqual({ size: 5, folders: { offset: 5, limit: 5 }, files: { offset: 0, limit: 0 } });
    expect(splitPage({ pageNo: 3, pageSize: 5 }, 12)).toEqual({ size: 5, folders: { offset: 10, limit: 2 }, files: { offset: 0, limit: 3 } });
  });

  it('uses the spec page size of 18 when none is asked', () => {
    expect(splitPage({ pageNo: 1, pageSize: undefined }, 0).size).toBe(18);
  });
});

describe('nearerEnd', () => {
  it('reads a window in the first half from the start', () => {
    expect(nearerEnd({ offset: 0, limit: 18 }, 100_000)).toEqual({ offset: 0, limit: 18 });
    expect(nearerEnd({ offset: 49_982, limit: 18 }, 100_000)).toEqual({ offset: 49_982, limit: 18 });
  });

  it('reads a window in the second half from the end, skipping the rows after it', () => {
    expect(nearerEnd({ offset: 50_000, limit: 18 }, 100_000)).toEqual({ offset: 49_982, limit: 18, fromEnd: true });
    expect(nearerEnd({ offset: 99_990, limit: 18 }, 100_000)).toEqual({ offset: 0, limit: 10, fromEnd: true });
    expect(nearerEnd({ offset: 5, limit: 18 }, 12)).toEqual({ offset: 0, limit: 7, fromEnd: true });
  });

  it('reads nothing past the end', () => {
    expect(nearerEnd({ offset: 12, limit: 18 }, 12).limit).toBe(0);
    expect(nearerEnd({ offset: 40, limit: 18 }, 12).limit).toBe(0);
    expect(nearerEnd({ offset: 0, limit: 18 }, 0).limit).toBe(0);
  });
});
