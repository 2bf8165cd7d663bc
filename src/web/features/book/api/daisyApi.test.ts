import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/apiClient.ts';
import { daisyContents, daisyStatus, downloadDaisy, startDaisy } from './daisyApi.ts';

const auth = { accessToken: () => 'tok', hasRefreshToken: () => false, refresh: async () => 'rejected' as const };

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly auth: string | null;
}

/** A real API client over a fetch that answers with `status` and `body` (JSON), recording each request. */
function answering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, auth: new Headers(init.headers).get('Authorization') });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { client: createApiClient({ fetch, auth, onSessionProblem: () => undefined }), sent, fetch };
}

const refusal = (code: string, msg: string) => ({ errors: [{ code, msg }] });

const wireContents = {
  DTM_NO: '42',
  STATUS: 'SUCCESS',
  TITLE: '지리',
  LANG: 'ko',
  AUDIO: 'Y',
  TOTAL_TIME: 3.5,
  AUDIO_FILES: [{ FILE: 'audio/part001.mp3', URL: '/drive-app/file/a?sig=1', DURATION: 3.5 }],
  HEADINGS: [{ ID: 'dtb1', LEVEL: 1, LABEL: '지리', FILE: 'audio/part001.mp3', BEGIN: 0 }],
  PAGES: [{ ID: 'dtb2', PAGE: 1, FILE: 'audio/part001.mp3', BEGIN: 1.25 }],
  PHRASES: [{ ID: 'dtb3', KIND: 'phrase', TEXT: '산이 많다.', LANG: 'ko', FILE: 'audio/part001.mp3', BEGIN: 1.25, END: 3.5, PAGE: 1 }],
};

describe('startDaisy', () => {
  it('asks for an audio book as JSON with the spec words, the voice and the rate, with the bearer token', async () => {
    const { client, sent } = answering(201, { DTM_NO: '42', STATUS: 'ONGOING', AUDIO: 'Y', VOICE: 'male', RATE: 200 });
    const result = await startDaisy(client, '42', { audio: true, voice: 'male', rate: 200 });
    expect(sent[0]).toEqual({ url: '/drive-app/v1/doc/daisy-convert', method: 'POST', auth: 'Bearer tok', body: { DTM_NO: '42', FORMAT: 'DAISY3', AUDIO: 'Y', VOICE: 'male', RATE: 200 } });
    expect(result).toEqual({ ok: true, status: 201, data: { dtmNo: '42', status: 'ONGOING', audio: 'Y', voice: 'male', rate: 200 } });
  });

  it('asks for a text-only book without voice or rate', async () => {
    const { client, sent } = answering(201, { DTM_NO: '42', STATUS: 'ONGOING', AUDIO: 'N', VOICE: 'female', RATE: 175 });
    await startDaisy(client, '42', { audio: false, voice: 'male', rate: 300 });
    expect(sent[0]?.body).toEqual({ DTM_NO: '42', FORMAT: 'DAISY3', AUDIO: 'N' });
  });

  it('passes a refusal on with its code', async () => {
    const { client } = answering(409, refusal('CONVERTING', 'The document is still being converted.'));
    expect(await startDaisy(client, '42', { audio: true, voice: 'female', rate: 175 })).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CONVERTING' }] });
  });
});

describe('daisyStatus', () => {
  it('reads the latest book camelCased', async () => {
    const { client, sent } = answering(200, { DTM_NO: '42', STATUS: 'FAILED', AUDIO: 'Y', VOICE: 'female', RATE: 175, ERROR_CODE: 'TIMED_OUT', ERROR: 'x', CREATED_AT: '2026-11-28T10:00:00Z', SIZE: null, TOTAL_TIME: null });
    const result = await daisyStatus(client, '42');
    expect(sent[0]).toMatchObject({ url: '/drive-app/v1/doc/daisy-status?DTM_NO=42', method: 'GET', auth: 'Bearer tok' });
    expect(result).toMatchObject({ ok: true, data: { dtmNo: '42', status: 'FAILED', errorCode: 'TIMED_OUT', createdAt: '2026-11-28T10:00:00Z', size: null } });
  });
});

describe('daisyContents', () => {
  it('gives the navigation once made', async () => {
    const { client, sent } = answering(200, wireContents);
    const result = await daisyContents(client, '42');
    expect(sent[0]?.url).toBe('/drive-app/v1/doc/daisy-contents?DTM_NO=42');
    expect(result).toEqual({
      kind: 'ready',
      contents: {
        dtmNo: '42',
        status: 'SUCCESS',
        title: '지리',
        lang: 'ko',
        audio: 'Y',
        totalTime: 3.5,
        audioFiles: [{ file: 'audio/part001.mp3', url: '/drive-app/file/a?sig=1', duration: 3.5 }],
        headings: [{ id: 'dtb1', level: 1, label: '지리', file: 'audio/part001.mp3', begin: 0 }],
        pages: [{ id: 'dtb2', page: 1, file: 'audio/part001.mp3', begin: 1.25 }],
        phrases: [{ id: 'dtb3', kind: 'phrase', text: '산이 많다.', lang: 'ko', file: 'audio/part001.mp3', begin: 1.25, end: 3.5, page: 1 }],
      },
    });
  });

  it('is pending on 202, none on 404 DAISY_NOT_FOUND, failed with its code on 409 DAISY_FAILED', async () => {
    expect(await daisyContents(answering(202, { DTM_NO: '42', STATUS: 'ONGOING' }).client, '42')).toEqual({ kind: 'pending' });
    expect(await daisyContents(answering(404, refusal('DAISY_NOT_FOUND', 'No book.')).client, '42')).toEqual({ kind: 'none' });
    expect(await daisyContents(answering(409, refusal('DAISY_FAILED', 'The book failed: BAD_RECORDING')).client, '42')).toEqual({
      kind: 'failed',
      code: 'BAD_RECORDING',
      message: 'The book failed: BAD_RECORDING',
    });
  });

  it('takes the failure code from the body when the message has none, else INTERNAL', async () => {
    expect(await daisyContents(answering(409, { ...refusal('DAISY_FAILED', 'failed'), ERROR_CODE: 'TOO_LARGE' }).client, '42')).toMatchObject({ kind: 'failed', code: 'TOO_LARGE' });
    expect(await daisyContents(answering(409, refusal('DAISY_FAILED', 'failed: SOMETHING_NEW')).client, '42')).toMatchObject({ kind: 'failed', code: 'INTERNAL' });
  });

  it('is an error for anything else: a missing or foreign document, no answer', async () => {
    const missing = await daisyContents(answering(404, refusal('FILE_NOT_FOUND', 'no')).client, '42');
    expect(missing).toMatchObject({ kind: 'error', failure: { status: 404 } });
    const down = await daisyContents(answering(500, undefined).client, '42');
    expect(down).toMatchObject({ kind: 'error', failure: { status: 500 } });
  });
});

describe('downloadDaisy', () => {
  const deps = (fetch: typeof globalThis.fetch, save = vi.fn()) => ({ fetch, auth, onSessionProblem: () => undefined, save });

  it('saves the ZIP under the server name, asked with the bearer token', async () => {
    const fetch = vi.fn(async () => new Response('PK', { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%EC%A7%80%EB%A6%AC.zip" } }));
    const save = vi.fn();
    const result = await downloadDaisy(deps(fetch, save), { dtmNo: '42', name: 'x' });
    expect(fetch).toHaveBeenCalledWith('/drive-app/v1/doc/daisy?DTM_NO=42', { headers: { Authorization: 'Bearer tok' } });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), '지리.zip');
    expect(result).toEqual({ kind: 'saved', name: '지리.zip' });
  });

  it('saves nothing while the book is made (202), when there is none, or when it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn();
    const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
    expect(await downloadDaisy(deps(answer(202, { DTM_NO: '42', STATUS: 'ONGOING' }), save), { dtmNo: '42', name: 'x' })).toEqual({ kind: 'pending' });
    expect(await downloadDaisy(deps(answer(404, refusal('DAISY_NOT_FOUND', 'none')), save), { dtmNo: '42', name: 'x' })).toEqual({ kind: 'none' });
    expect(await downloadDaisy(deps(answer(409, refusal('DAISY_FAILED', 'TIMED_OUT')), save), { dtmNo: '42', name: 'x' })).toMatchObject({ kind: 'failed', code: 'TIMED_OUT' });
    expect(save).not.toHaveBeenCalled();
  });
});
