import { createHmac, timingSafeEqual } from 'node:crypto';

// keycloak-js reads every token it is given as a JWT, the refresh token too
// (Keycloak's are JWTs); oidc-provider's refresh tokens are opaque handles.
// So the embedded provider hands out its refresh tokens sealed in a small
// HS256 JWT, as Keycloak does, and opens them again on the way in. The handle
// inside stays the credential the provider checks (expiry, rotation, reuse);
// the seal only gives the token its Keycloak shape and guards it from edits.

export interface RefreshTokenEnvelope {
  seal(handle: string): string;
  /** The handle inside a sealed token; undefined when the token is not one of ours or was altered. */
  open(token: string): string | undefined;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export function refreshTokenEnvelope(options: { key: Buffer; issuer: string; clientId: string; ttlSeconds: number; now?: () => number }): RefreshTokenEnvelope {
  const { key, issuer, clientId, ttlSeconds, now = Date.now } = options;
  const sign = (input: string) => createHmac('sha256', key).update(input).digest();
  return {
    seal(handle) {
      const iat = Math.floor(now() / 1000);
      // `exp` is the longest it can live; the provider decides the real end (an idle timeout, the session).
      const body = `${HEADER}.${encode({ typ: 'Refresh', iss: issuer, azp: clientId, iat, exp: iat + ttlSeconds, rt: handle })}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    open(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
      const [header, payload, signature] = parts as [string, string, string];
      // Compared as text: decoding would skip characters outside base64url, so an altered token could pass.
      const expected = Buffer.from(sign(`${header}.${payload}`).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        return claims['typ'] === 'Refresh' && claims['iss'] === issuer && typeof claims['rt'] === 'string' ? claims['rt'] : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
