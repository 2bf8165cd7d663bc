import { describe, expect, it } from 'vitest';
import { createTokenRefresher } from './tokenRefresher.ts';

describe('the token refresher', () => {
  it('asks the token endpoint with the refresh grant and the client id', async () => {
    let sent: URLSearchParams | undefined;
    const refresh = createTokenRefresher('dot-saas-user', async (form) => {
      sent = form;
      return { status: 200, body: { access_token: 'new-access', refresh_token: 'new-refresh' } };
    });
    expect(await refresh('old-refresh')).toEqual({ ok: true, accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(Object.fromEntries(sent ?? [])).toEqual({ grant_type: 'refresh_token', refresh_token: 'old-refresh', client_id: 'dot-saas-user' });
  });

  it('keeps the old refresh token when the issuer does not rotate it', async () => {
    const refresh = createTokenRefresher('c', async () => ({ status: 200, body: { access_token: 'a' } }));
    expect(await refresh('keep-me')).toEqual({ ok: true, accessToken: 'a', refreshToken: 'keep-me' });
  });

  it('turns a refused grant into 400 and an unreachable or failing issuer into 502', async () => {
    const refused = createTokenRefresher('c', async () => ({ status: 400, body: { error: 'invalid_grant' } }));
    expect(await refused('x')).toEqual({ ok: false, status: 400, msg: 'The refresh token was refused (invalid_grant).' });
    const down = createTokenRefresher('c', async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await down('x')).toMatchObject({ ok: false, status: 502 });
    const broken = createTokenRefresher('c', async () => ({ status: 500, body: undefined }));
    expect(await broken('x')).toMatchObject({ ok: false, status: 502 });
    const odd = createTokenRefresher('c', async () => ({ status: 200, body: 'not json' }));
    expect(await odd('x')).toMatchObject({ ok: false, status: 502 });
  });
});
