import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokenEnvelope } from './refreshTokenEnvelope.ts';

const options = { key: randomBytes(32), issuer: 'http://localhost:8080/realms/dot', clientId: 'dot-saas-user', ttlSeconds: 3600, now: () => 1_800_000_000_000 };

describe('the refresh token envelope', () => {
  it('seals a handle as a JWT keycloak-js can read, and opens it again', () => {
    const envelope = refreshTokenEnvelope(options);
    const sealed = envelope.seal('opaque-handle-123');
    expect(decodeProtectedHeader(sealed)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(sealed)).toEqual({ typ: 'Refresh', iss: options.issuer, azp: 'dot-saas-user', iat: 1_800_000_000, exp: 1_800_003_600, rt: 'opaque-handle-123' });
    expect(envelope.open(sealed)).toBe('opaque-handle-123');
  });

  it('opens nothing altered, foreign or malformed', () => {
    const envelope = refreshTokenEnvelope(options);
    const sealed = envelope.seal('handle');
    const [header, payload, signature] = sealed.split('.');
    const edited = Buffer.from(JSON.stringify({ ...decodeJwt(sealed), rt: 'someone-else' })).toString('base64url');
    expect(envelope.open(`${header}.${edited}.${signature}`)).toBeUndefined();
    expect(refreshTokenEnvelope({ ...options, key: randomBytes(32) }).open(sealed)).toBeUndefined();
    expect(refreshTokenEnvelope({ ...options, issuer: 'http://elsewhere/realms/dot' }).open(sealed)).toBeUndefined();
    for (const token of ['', 'handle', 'a.b', `${header}.${payload}`, `${header}.!!!.${signature}`, `${header}.${payload}.${signature}.x`, `${sealed}\u0000`, `${sealed}!`, `${sealed}=`]) {
      expect(envelope.open(token), token).toBeUndefined();
    }
  });
});
