import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { getOrNull, succeeded } from './resultHelpers.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? Promise.reject(new Error('unexpected request')));
  const auth = { accessToken: () => 'token', hasRefreshToken: () => false, refresh: vi.fn() };
  return createApiClient({ fetch, auth, onSessionProblem: vi.fn() });
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('the spec\'s null and false for failed calls', () => {
  it('give the data of a successful GET', async () => {
    const client = clientAnswering(json(200, { data: { REMAINING: 1024 } }));
    expect(await getOrNull(client, '/doc/remaining')).toEqual({ remaining: 1024 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('give null for a failed GET, and log it', async () => {
    const client = clientAnswering(json(500, { errors: [{ code: 'E', msg: 'broken' }] }));
    expect(await getOrNull(client, '/doc/remaining')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('API GET /doc/remaining failed with status 500', [{ code: 'E', msg: 'broken' }]);
  });

  it('say true only for 200 or 201', async () => {
    const client = clientAnswering(json(200, {}), json(201, {}), new Response(null, { status: 204 }));
    expect(await succeeded(client, 'DELETE', '/dtm/images/1', { query: { userNo: 'u' } })).toBe(true);
    expect(await succeeded(client, 'POST', '/dtms/images/1/open')).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    expect(await succeeded(client, 'DELETE', '/dtms/images/1/open')).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('API DELETE /dtms/images/1/open failed with status 204', []);
  });

  it('give false for a call that got no answer, and log it', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ fetch, auth: { accessToken: () => undefined, hasRefreshToken: () => false, refresh: vi.fn() }, onSessionProblem: vi.fn() });
    expect(await succeeded(client, 'POST', '/dtm/groups', { body: { dtmName: 'x' } })).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('API POST /dtm/groups failed with status 0', [{ code: 'ERRORS', msg: 'A failure has occurred in connecting to the server.' }]);
  });
});
