import { describe, expect, it } from 'vitest';
import { toCamelKeys, toUpperSnakeKeys } from './keyCase.ts';

describe('payload keys in UPPER_SNAKE', () => {
  it('converts camelCase keys, and leaves UPPER_SNAKE keys as they are', () => {
    expect(toUpperSnakeKeys({ dtmGroupNo: 1, pageSize: 18, USER_NO: 'u', imageUrl: 'x', htmlURL: 'y', page2Size: 2, dtm_no: 3, VIEW_2D: true })).toEqual({
      DTM_GROUP_NO: 1,
      PAGE_SIZE: 18,
      USER_NO: 'u',
      IMAGE_URL: 'x',
      HTML_URL: 'y',
      PAGE2_SIZE: 2,
      DTM_NO: 3,
      VIEW_2D: true,
    });
  });

  it('converts keys at any depth, inside arrays too, but never values', () => {
    expect(toUpperSnakeKeys({ dtmList: [{ dtmNo: 1, dtmName: 'dtmName' }], parent: { groupNo: null } })).toEqual({
      DTM_LIST: [{ DTM_NO: 1, DTM_NAME: 'dtmName' }],
      PARENT: { GROUP_NO: null },
    });
  });

  it('passes dates, files, blobs, form data and primitives through untouched', () => {
    const date = new Date(0);
    const blob = new Blob(['x']);
    const file = new File(['x'], 'a.png');
    const form = new FormData();
    form.append('dtmName', 'kept');
    const converted = toUpperSnakeKeys({ createdAt: date, image: blob, file, form }) as Record<string, unknown>;
    expect(converted['CREATED_AT']).toBe(date);
    expect(converted['IMAGE']).toBe(blob);
    expect(converted['FILE']).toBe(file);
    expect(converted['FORM']).toBe(form);
    expect(form.get('dtmName')).toBe('kept');
    for (const value of ['text', 3, true, null, undefined]) expect(toUpperSnakeKeys(value)).toBe(value);
  });

  it('does not change the object it was given', () => {
    const input = { dtmNo: 1 };
    toUpperSnakeKeys(input);
    expect(input).toEqual({ dtmNo: 1 });
  });
});

describe('response keys in camelCase', () => {
  it('converts UPPER_SNAKE and snake_case keys, and leaves camelCase keys as they are', () => {
    expect(toCamelKeys({ TOTAL_COUNT: 3, DTM_NO: 7, ITEMS: [], dtmsJson: '{}', user_no: 'u', STATUS: 'DONE', PAGE_2: 2, _id: 'i' })).toEqual({
      totalCount: 3,
      dtmNo: 7,
      items: [],
      dtmsJson: '{}',
      userNo: 'u',
      status: 'DONE',
      page2: 2,
      _id: 'i',
    });
  });

  it('converts keys at any depth, inside arrays too, but never values', () => {
    expect(toCamelKeys({ DATA: { ITEMS: [{ DTM_NO: 1, STATUS: 'DTM_NO' }], TOTAL_COUNT: 1 } })).toEqual({
      data: { items: [{ dtmNo: 1, status: 'DTM_NO' }], totalCount: 1 },
    });
  });

  it('passes dates, blobs and primitives through untouched', () => {
    const date = new Date(0);
    const blob = new Blob(['x']);
    const converted = toCamelKeys({ CREATED_AT: date, FILE: blob }) as Record<string, unknown>;
    expect(converted['createdAt']).toBe(date);
    expect(converted['file']).toBe(blob);
    expect(toCamelKeys('TOTAL_COUNT')).toBe('TOTAL_COUNT');
    expect(toCamelKeys(null)).toBeNull();
  });

  it('turns what the client sent back into the caller\'s names', () => {
    const payload = { dtmGroupNo: 1, dtmName: 'a', creator: 'me' };
    expect(toCamelKeys(toUpperSnakeKeys(payload))).toEqual(payload);
  });
});
