import { describe, expect, it, vi } from 'vitest';
import { downloadBraille } from './downloadBraille.ts';

const auth = { accessToken: () => 'tok', hasRefreshToken: () => false, refresh: async () => 'rejected' as const };

describe('downloadBraille', () => {
  it('asks for the format with the bearer token and saves the file under the server name', async () => {
    const fetch = vi.fn(async () => new Response('⠁⠃', { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%EA%B5%90%EC%9E%AC.pef" } }));
    const save = vi.fn();
    const result = await downloadBraille({ fetch, auth, onSessionProblem: () => undefined, save }, { dtmNo: '42', name: 'x' }, 'pef');
    expect(fetch).toHaveBeenCalledWith('/drive-app/v1/doc/brl?DTM_NO=42&FORMAT=pef', { headers: { Authorization: 'Bearer tok' } });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), '교재.pef');
    expect(result).toEqual({ ok: true, status: 200, data: '교재.pef' });
    await downloadBraille({ fetch, auth, onSessionProblem: () => undefined, save }, { dtmNo: '42', name: 'x' }, 'brf', { cells: 32, lines: 28 });
    expect(fetch).toHaveBeenLastCalledWith('/drive-app/v1/doc/brl?DTM_NO=42&FORMAT=brf&CELLS=32&LINES=28', { headers: { Authorization: 'Bearer tok' } });
  });

  it('names the file itself when the server does not, and saves nothing on a failure', async () => {
    const save = vi.fn();
    const ok = vi.fn(async () => new Response('x', { status: 200 }));
    expect(await downloadBraille({ fetch: ok, auth, onSessionProblem: () => undefined, save }, { dtmNo: '1', name: 'Book' }, 'brf')).toMatchObject({ data: 'Book.brf' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = vi.fn(async () => new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND', msg: 'no' }] }), { status: 404 }));
    save.mockClear();
    const result = await downloadBraille({ fetch: missing, auth, onSessionProblem: () => undefined, save }, { dtmNo: '1', name: 'Book' }, 'brf');
    expect(result.ok).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
