import { describe, expect, it } from 'vitest';
import { requestInit, requestUrl } from './buildRequest.ts';

describe('the address of a call', () => {
  it('puts the app prefix before the path', () => {
    expect(requestUrl('/drive-app/v1', '/dtms/groups', {})).toBe('/drive-app/v1/dtms/groups');
    expect(requestUrl('/drive-app/v1/', 'dtms/groups', {})).toBe('/drive-app/v1/dtms/groups');
    expect(requestUrl('', '/user-app/v1/login/refresh-token', {})).toBe('/user-app/v1/login/refresh-token');
  });

  it('sends query keys in UPPER_SNAKE and leaves out empty values', () => {
    const url = requestUrl('', '/dtms/groups', { query: { pageNo: 1, pageSize: 18, PARENT_GROUP_NO: 'ROOT', userNo: undefined, compNo: null, open: false } });
    expect(url).toBe('/dtms/groups?PAGE_NO=1&PAGE_SIZE=18&PARENT_GROUP_NO=ROOT&OPEN=false');
  });

  it('keeps query keys as written for the calls the spec names in camelCase', () => {
    expect(requestUrl('', '/doc/download', { query: { dtmNo: 7 }, rawKeys: true })).toBe('/doc/download?dtmNo=7');
  });

  it('encodes values and adds to a query already in the path', () => {
    expect(requestUrl('', '/dtm/images?x=1', { query: { dtmName: 'a&b c' } })).toBe('/dtm/images?x=1&DTM_NAME=a%26b+c');
  });
});

describe('the fetch options of a call', () => {
  it('sends a JSON body with UPPER_SNAKE keys', () => {
    const init = requestInit('POST', { body: { dtmGroupNo: 3, dtmName: 'Map', pages: [{ pageNo: 1 }] } });
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ DTM_GROUP_NO: 3, DTM_NAME: 'Map', PAGES: [{ PAGE_NO: 1 }] });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('keeps body keys as written when asked', () => {
    const init = requestInit('POST', { body: { imageUrl: 'https://example.org/a.png' }, rawKeys: true });
    expect(JSON.parse(init.body as string)).toEqual({ imageUrl: 'https://example.org/a.png' });
  });

  it('sends form data as it is, leaving the Content-Type (and boundary) to the browser', () => {
    const form = new FormData();
    form.append('HTML_STRING', '<p>hi</p>');
    form.append('dtmName', 'kept as written');
    for (const init of [requestInit('POST', { form }), requestInit('POST', { body: form })]) {
      expect(init.body).toBe(form);
      expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    }
    expect([...form.keys()]).toEqual(['HTML_STRING', 'dtmName']);
  });

  it('carries the bearer token only when one is given', () => {
    expect(new Headers(requestInit('GET', {}, 'abc').headers).get('Authorization')).toBe('Bearer abc');
    expect(new Headers(requestInit('GET', {}).headers).has('Authorization')).toBe(false);
  });

  it('sends no body when there is none', () => {
    const init = requestInit('GET', {});
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });
});
