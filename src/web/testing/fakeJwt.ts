/**
 * An unsigned JWT carrying the given claims. The browser never checks
 * signatures (the server does), so tests use these to put the app in a
 * signed-in state before the server issues real tokens.
 */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
