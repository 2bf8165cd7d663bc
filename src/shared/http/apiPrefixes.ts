// Every path the server answers itself; anything else is the single-page app.
// The dev server proxies these, and the server's history fallback skips them.
export const API_PREFIXES = [
  '/drive-app',
  '/user-app',
  '/site-app',
  '/braille-app',
  '/device-app',
  '/realms',
  '/app-config.json',
  '/healthz',
  '/readyz',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
