import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/apiClient.ts';
import { createBookDocumentApi } from './bookDocumentApi.ts';

/** A real API client over a fetch that answers one JSON body and records the request. */
function apiAnswering(status: number, body: unknown) {
  const sent: { url: string; method: string; form: FormData | undefined; auth: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      form: init.body instanceof FormData ? init.body : undefined,
      auth: new Headers(init.headers).get('Authorization'),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const client = createApiClient({
    fetch,
    auth: { accessToken: () => 'tok', hasRefreshToken: () => false, refresh: async () => 'rejected' },
    onSessionProblem: () => undefined,
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { api: createBookDocumentApi(client), sent };
}

const fields = { html: '<!DOCTYPE html><html><body><p>x</p></body></html>', name: 'Ch 1', groupNo: '', userNo: '7', creator: 'Kim' };

describe('book document api', () => {
  it('reads a document by DTM_NO with the bearer token, inside or without the data envelope', async () => {
    const { api, sent } = apiAnswering(200, { data: { DTM_NAME: 'Ch 1', CREATOR: 'Kim', CONTENTS: '<html></html>' } });
    const result = await api.load('42');
    expect(sent[0]).toMatchObject({ url: '/drive-app/v1/doc/html?DTM_NO=42', method: 'GET', auth: 'Bearer tok' });
    expect(result).toMatchObject({ ok: true, data: { dtmName: 'Ch 1', creator: 'Kim', contents: '<html></html>' } });

    const bare = apiAnswering(200, { DTM_NAME: 'B', CREATOR: 'C', CONTENTS: 'D' });
    expect(await bare.api.load('1')).toMatchObject({ ok: true, data: { dtmName: 'B', creator: 'C', contents: 'D' } });
  });

  it('creates a document with the spec form: the root for an empty group, DEVICE_KIND 300', async () => {
    const { api, sent } = apiAnswering(201, { DTM_NO: 9, DTM_GROUP_NO: 'ROOT', DTM_NAME: 'Ch 1' });
    const result = await api.create(fields);
    expect(sent[0]?.url).toBe('/drive-app/v1/doc/html/from-string');
    expect(sent[0]?.method).toBe('POST');
    const form = sent[0]?.form;
    expect(form?.get('HTML_STRING')).toBe(fields.html);
    expect(form?.get('DTM_NAME')).toBe('Ch 1');
    expect(form?.get('DTM_GROUP_NO')).toBe('ROOT');
    expect(form?.get('USER_NO')).toBe('7');
    expect(form?.get('CREATOR')).toBe('Kim');
    expect(form?.get('DEVICE_KIND')).toBe('300');
    expect(result).toMatchObject({ ok: true, status: 201, data: { dtmNo: '9', dtmGroupNo: 'ROOT', dtmName: 'Ch 1' } });
  });

  it('replaces a document with PUT and its DTM_NO', async () => {
    const { api, sent } = apiAnswering(200, { data: { DTM_NO: '9', DTM_GROUP_NO: '3', DTM_NAME: 'Ch 1' } });
    const result = await api.update('9', { ...fields, groupNo: '3' });
    expect(sent[0]).toMatchObject({ url: '/drive-app/v1/doc/html', method: 'PUT' });
    expect(sent[0]?.form?.get('DTM_NO')).toBe('9');
    expect(sent[0]?.form?.get('DTM_GROUP_NO')).toBe('3');
    expect(sent[0]?.form?.has('DEVICE_KIND')).toBe(false);
    expect(result).toMatchObject({ ok: true, data: { dtmNo: '9', dtmGroupNo: '3' } });
  });

  it('passes a failure on as a result, with its errors', async () => {
    const { api } = apiAnswering(404, { errors: [{ code: 'FILE_NOT_FOUND', msg: 'no' }] });
    const result = await api.load('5');
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.errors[0]?.code).toBe('FILE_NOT_FOUND');
  });
});
