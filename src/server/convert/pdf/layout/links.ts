// The links a converted book may keep: http, https and mailto (docs/book.md,
// "Links"). A PDF's link annotations can say anything — javascript:, file:,
// launch actions, links to its own pages that mean nothing once it is HTML —
// so everything else is dropped here, before it reaches any output. The
// address is cleaned as the URL standard does before its scheme is read
// (controls and spaces at the ends, tabs and newlines inside), so
// "java\tscript:" cannot pass as something else.

const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** The address, normalised, when it is an http, https or mailto link; otherwise undefined. */
export function allowedHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the URL standard strips exactly these
  const cleaned = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (cleaned.length === 0 || cleaned.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return undefined;
  }
  if (!ALLOWED.has(url.protocol)) return undefined;
  if (url.protocol !== 'mailto:' && url.hostname === '') return undefined;
  return url.href;
}
