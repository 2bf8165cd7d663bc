import { describe, expect, it } from 'vitest';
import { AuthConfigError, authConfigFromEnv } from './authConfig.ts';

const PUBLIC = 'https://tactile.example.org';

describe('sign-in settings', () => {
  it('run the embedded provider by default, with the spec\'s lifetimes', () => {
    expect(authConfigFromEnv({}, PUBLIC)).toEqual({
      kind: 'embedded',
      issuer: `${PUBLIC}/realms/dot`,
      clientId: 'dot-saas-user',
      audience: 'dot-saas-user',
      accessTokenTtl: 1200,
      refreshTokenTtl: 3600,
      seedAdmin: undefined,
      seedUser: undefined,
    });
  });

  it('keep the refresh lifetime at three times a configured access lifetime', () => {
    const auth = authConfigFromEnv({ ACCESS_TOKEN_TTL: '30' }, PUBLIC);
    expect(auth.kind === 'embedded' && [auth.accessTokenTtl, auth.refreshTokenTtl]).toEqual([30, 90]);
  });

  it('read seeded credentials as login:password, the password may hold colons', () => {
    const auth = authConfigFromEnv({ SEED_ADMIN: 'boss@school.example:pa:ss:word', SEED_USER: '학생:long enough' }, PUBLIC);
    expect(auth.kind === 'embedded' && auth.seedAdmin).toEqual({ login: 'boss@school.example', password: 'pa:ss:word' });
    expect(auth.kind === 'embedded' && auth.seedUser).toEqual({ login: '학생', password: 'long enough' });
  });

  it('switch to an outside issuer with OIDC_ISSUER and OIDC_CLIENT_ID', () => {
    expect(authConfigFromEnv({ OIDC_ISSUER: 'https://sso.example.org/realms/dot/', OIDC_CLIENT_ID: 'web' }, PUBLIC)).toEqual({
      kind: 'external',
      issuer: 'https://sso.example.org/realms/dot',
      clientId: 'web',
      audience: 'web',
    });
  });

  it('refuse settings that cannot work, saying which', () => {
    const bad: Record<string, string>[] = [
      { SEED_ADMIN: 'no-colon-here' },
      { SEED_ADMIN: 'admin:short' },
      { SEED_USER: 'bad login:long enough' },
      { SEED_ADMIN: 'same:long enough', SEED_USER: 'same:other long one' },
      { ACCESS_TOKEN_TTL: '0' },
      { ACCESS_TOKEN_TTL: 'soon' },
      { REFRESH_TOKEN_TTL: '1.5' },
      { OIDC_ISSUER: 'ftp://sso.example.org' },
      { OIDC_ISSUER: 'not a url' },
    ];
    for (const env of bad) expect(() => authConfigFromEnv(env, PUBLIC), JSON.stringify(env)).toThrow(AuthConfigError);
  });
});
