import { SignJWT, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenRejected, VERIFIED_TOKEN_MS, VERIFIED_TOKENS, createTokenVerifier, localKeys } from './tokenVerifier.ts';

// A verified token is remembered for a short while, so a client's calls in
// quick succession check its signature once; never past the token's expiry,
// never a token that failed.

const ISSUER = 'http://issuer.test/realms/dot';
const AUDIENCE = 'dot-saas-user';

describe('the token verifier remembers tokens that passed', () => {
  let sign: (options?: { expiresIn?: number; subject?: string; audience?: string }) => Promise<string>;
  let keys: JWTVerifyGetKey;
  let keyLookups = 0;
  let clock = Date.now();
  const verifier = () => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: countingKeys, now: () => clock });
  const countingKeys: JWTVerifyGetKey = (header, token) => {
    keyLookups++;
    return keys(header, token);
  };

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    keys = localKeys([{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }]);
    sign = async ({ expiresIn = 600, subject = 'user-1', audience = AUDIENCE } = {}) => {
      const at = Math.floor(clock / 1000);
      return new SignJWT({ resource_access: { [AUDIENCE]: { roles: ['DOT-USER'] } }, preferred_username: 'student', name: 'Student' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt(at)
        .setExpirationTime(at + expiresIn)
        .sign(privateKey);
    };
  });

  it('checks the signature once for calls in quick succession, and again after VERIFIED_TOKEN_MS', async () => {
    const verify = verifier();
    const token = await sign();
    keyLookups = 0;
    const first = await verify(token);
    expect(first.subject).toBe('user-1');
    expect(await verify(token)).toEqual(first);
    expect(keyLookups).toBe(1);
    clock += VERIFIED_TOKEN_MS;
    expect(await verify(token)).toEqual(first);
    expect(keyLookups).toBe(2);
  });

  it('refuses a remembered token once it has expired', async () => {
    const verify = verifier();
    const token = await sign({ expiresIn: 20 });
    await verify(token);
    clock += 30_000;
    await expect(verify(token)).rejects.toBeInstanceOf(TokenRejected);
  });

  it('never remembers a token that failed', async () => {
    const verify = verifier();
    const token = await sign({ audience: 'another-api' });
    keyLookups = 0;
    await expect(verify(token)).rejects.toBeInstanceOf(TokenRejected);
    await expect(verify(token)).rejects.toBeInstanceOf(TokenRejected);
    expect(keyLookups).toBe(2);
  });

  it('remembers at most VERIFIED_TOKENS, the least recently used going first', async () => {
    const verify = verifier();
    const tokens = await Promise.all(Array.from({ length: VERIFIED_TOKENS + 1 }, (_, index) => sign({ subject: `user-${index}` })));
    for (const token of tokens) await verify(token);
    keyLookups = 0;
    await verify(tokens[VERIFIED_TOKENS] as string);
    expect(keyLookups).toBe(0);
    await verify(tokens[0] as string);
    expect(keyLookups).toBe(1);
  }, 60_000);
});
