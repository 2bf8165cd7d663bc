import { describe, expect, it } from 'vitest';
import { fileListingQuery, folderListingQuery, fromDtmsBody, publishBody, updateFileBody } from './driveApp.ts';

describe('drive app request schemas', () => {
  it('fills the spec defaults of a folder listing (spec §7, §9)', () => {
    expect(folderListingQuery.parse({})).toEqual({ PAGE_NO: 1, SORT: 'LATEST', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P', APP_TYPE: 'A' });
    expect(folderListingQuery.parse({ PAGE_NO: '3', PAGE_SIZE: '18', PARENT_GROUP_NO: '42', COMP_NO: '1' })).toMatchObject({ PAGE_NO: 3, PAGE_SIZE: 18, PARENT_GROUP_NO: '42' });
  });

  it('refuses page sizes over 100, bad folder numbers, and searches with NUL or over 200 characters', () => {
    for (const query of [{ PAGE_SIZE: '101' }, { PAGE_NO: '0' }, { PARENT_GROUP_NO: '1 or 1=1' }, { PARENT_GROUP_NO: '-1' }, { SEARCH: 'a\u0000' }, { SEARCH: 'x'.repeat(201) }, { SEARCH: ['a', 'b'] }]) {
      expect(folderListingQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(fileListingQuery.parse({ SEARCH: "%_'\\" })).toMatchObject({ SCOPE: 'MINE', SEARCH: "%_'\\" });
  });

  it('takes folder numbers as text or numbers in bodies', () => {
    expect(updateFileBody.parse({ DTM_GROUP_NO: 7 })).toEqual({ DTM_GROUP_NO: '7' });
    expect(publishBody.parse({ DTM_GROUP_NO: null })).toEqual({ DTM_GROUP_NO: null });
    expect(updateFileBody.safeParse({ DTM_GROUP_NO: 1.5 }).success).toBe(false);
  });

  it('takes a DTMS as an object or as text, and nothing else', () => {
    expect(fromDtmsBody.safeParse({ DTMS_JSON: '{}' }).success).toBe(true);
    expect(fromDtmsBody.safeParse({ DTMS_JSON: { items: [] } }).success).toBe(true);
    expect(fromDtmsBody.safeParse({ DTMS_JSON: 1 }).success).toBe(false);
    expect(fromDtmsBody.safeParse({}).success).toBe(false);
  });
});
