/**
 * The claims of a JWT, read without checking the signature. The browser only
 * uses them to decide what to show; the server verifies every token it gets.
 */
export function readJwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** True while the token's `exp` lies in the future; a token without `exp` never expires. */
export function isUnexpired(claims: Record<string, unknown>, nowMs: number): boolean {
  const exp = claims['exp'];
  return typeof exp !== 'number' || exp * 1000 > nowMs;
}
