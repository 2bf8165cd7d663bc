import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { sessionFromClaims } from '../../shared/auth/session.ts';
import { isReservedUserNo, type Role } from '../../shared/auth/roles.ts';
import { DiscoveryError } from './oidcDiscovery.ts';

// Every API call's access token is checked here: signature by the issuer's
// published keys, the issuer, the audience, expiry, and an algorithm allow-
// list (never "none", never a shared-secret HMAC). The roles are read only
// from a token that passed, so a tampered role breaks the signature.

/** Who a verified access token speaks for. */
export interface TokenSubject {
  /** The issuer's stable id for the user (`sub`); on the wire it is the user's USER_NO. */
  readonly subject: string;
  readonly loginId: string;
  readonly name: string;
  readonly roles: readonly Role[];
}

export type TokenVerifier = (token: string) => Promise<TokenSubject>;

export class TokenRejected extends Error {}

/** The issuer's keys could not be fetched: the token may be good, but cannot be checked now. */
export class IssuerUnavailable extends Error {}

/** Asymmetric algorithms only: a token signed with anything else is refused before its key is looked up. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'] as const;

/** The public halves of signing keys, as a JWKS endpoint would publish them. */
export function publicJwks(keys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined)),
    ),
  };
}

export function localKeys(keys: readonly JWK[]): JWTVerifyGetKey {
  return createLocalJWKSet(publicJwks(keys));
}

/** Keys fetched from a JWKS address (cached, refetched when an unknown key id appears). */
export function remoteKeys(jwksUri: () => Promise<string>): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    keys ??= createRemoteJWKSet(new URL(await jwksUri()));
    return keys(header, token);
  };
}

/**
 * A token that passed is remembered for this long at most (and never past its
 * own expiry), so a client's calls in quick succession check its signature
 * once: an RSA verification is about half a millisecond of the server's one
 * thread, a tenth of a listing's cost (issue 18). The bound keeps a token
 * signed by a key the issuer has since withdrawn from being taken for long.
 */
export const VERIFIED_TOKEN_MS = 60_000;
/** Tokens remembered at once (the least recently used go first). */
export const VERIFIED_TOKENS = 1000;

export interface VerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly keys: JWTVerifyGetKey;
  /** The clock, in milliseconds (tests move it); expiry is checked against it. */
  readonly now?: () => number;
}

export function createTokenVerifier({ issuer, audience, keys, now = Date.now }: VerifierOptions): TokenVerifier {
  const remembered = new Map<string, { readonly subject: TokenSubject; readonly until: number }>();
  return async (token) => {
    const at = now();
    const known = remembered.get(token);
    remembered.delete(token);
    if (known && at < known.until) {
      remembered.set(token, known);
      return known.subject;
    }
    const { subject, expiresAt } = await verifyToken(token, { issuer, audience, keys, currentDate: new Date(at) });
    remembered.set(token, { subject, until: Math.min(expiresAt * 1000, at + VERIFIED_TOKEN_MS) });
    if (remembered.size > VERIFIED_TOKENS) remembered.delete(remembered.keys().next().value as string);
    return subject;
  };
}

async function verifyToken(
  token: string,
  { issuer, audience, keys, currentDate }: { issuer: string; audience: string; keys: JWTVerifyGetKey; currentDate: Date },
): Promise<{ subject: TokenSubject; expiresAt: number }> {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(token, keys, { issuer, audience, algorithms: [...ACCEPTED_ALGORITHMS], clockTolerance: 5, requiredClaims: ['exp', 'sub'], currentDate });
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || error instanceof DiscoveryError) throw new IssuerUnavailable(error.message);
    if (error instanceof errors.JOSEError) throw new TokenRejected(error.code);
    // A failed fetch of the key set (connection refused, DNS) surfaces as a TypeError.
    if (error instanceof TypeError) throw new IssuerUnavailable(error.message);
    throw error;
  }
  // An ID token has the same issuer and audience; only access tokens open the API.
  // RFC 9068 marks them in the header, Keycloak in a claim.
  if (verified.protectedHeader.typ?.toLowerCase() !== 'at+jwt' && verified.payload['typ'] !== 'Bearer') {
    throw new TokenRejected('ERR_NOT_AN_ACCESS_TOKEN');
  }
  const session = sessionFromClaims(verified.payload);
  const subject = verified.payload.sub;
  if (!session || !subject) throw new TokenRejected('ERR_NO_SUBJECT');
  // The subject becomes the caller's USER_NO; GUEST is the guest's, so a token naming it would blur the two.
  if (isReservedUserNo(subject)) throw new TokenRejected('ERR_RESERVED_SUBJECT');
  return { subject: { subject, loginId: session.userId, name: session.name, roles: session.roles }, expiresAt: Number(verified.payload.exp) };
}
