import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { attachmentName, downloadFile } from './downloadFile.ts';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const auth = { accessToken: () => 'token-1', hasRefreshToken: () => true, refresh: vi.fn(async () => 'refreshed' as const) };

describe('downloading a file', () => {
  it('fetches it with the bearer token and saves it under the server\'s name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('DTMS', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="map.dtms"; filename*=UTF-8''%EC%A7%80%EB%8F%84.dtms` },
        }),
    );
    const save = vi.fn();
    const result = await downloadFile({ auth, onSessionProblem: vi.fn(), fetch, save }, { dtmNo: '12', fileName: 'fallback.dtms' });
    expect(result).toEqual({ ok: true, status: 200, data: '지도.dtms' });
    expect(fetch).toHaveBeenCalledWith('/drive-app/v1/doc/download?dtmNo=12', { headers: { Authorization: 'Bearer token-1' } });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), '지도.dtms');
  });

  it('gives the server\'s errors for a missing file, and saves nothing', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ errors: [{ code: 'FILE_NOT_FOUND', msg: 'x' }] }), { status: 404 }));
    const save = vi.fn();
    const result = await downloadFile({ auth, onSessionProblem: vi.fn(), fetch, save }, { dtmNo: '1', fileName: 'a.dtms' });
    expect(result).toMatchObject({ ok: false, status: 404, errors: [{ code: 'FILE_NOT_FOUND' }] });
    expect(save).not.toHaveBeenCalled();
  });

  it('reads the names a server may send', () => {
    expect(attachmentName(null, 'x')).toBe('x');
    expect(attachmentName('attachment; filename="a b.brf"', 'x')).toBe('a b.brf');
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%A", 'x')).toBe('x');
  });
});
