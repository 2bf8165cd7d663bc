import { describe, expect, it, vi } from 'vitest';
import { lazyApiClient } from './lazyApiClient.ts';

describe('the lazily loaded API client', () => {
  it('loads the client with the first call and sends every call through it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { COMP_NO: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const api = lazyApiClient({ fetch, auth: { accessToken: () => 'a', hasRefreshToken: () => false, refresh: vi.fn() }, onSessionProblem: vi.fn() });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('/site-app/v1/domains/x')).toEqual({ ok: true, status: 200, data: { compNo: 1 } });
    expect(await api.post('/p', { body: { A_B: 1 }, auth: true })).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toBe('/p');
  });
});
