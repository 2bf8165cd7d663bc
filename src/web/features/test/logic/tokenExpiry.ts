import { readJwtClaims } from '../../../auth/jwtClaims.ts';

// When a token ends, for the session test page. Access tokens are JWTs; the
// embedded provider's refresh token is sealed (not a JWT), so its end may be
// unknown here.

/** The token's `exp` as a time in ms, or undefined when it has none readable. */
export function tokenExpiresAt(token: string | undefined): number | undefined {
  if (!token) return undefined;
  const exp = readJwtClaims(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/** Whole seconds left (0 once past). */
export function secondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((expiresAtMs - nowMs) / 1000));
}

/** `h:mm:ss` or `m:ss`, digits only, for a countdown. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
