import type { FastifyInstance } from 'fastify';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// U+0000 is refused at the edge (issue 16 item 7). PostgreSQL text cannot
// hold it ('invalid byte sequence for encoding "UTF8": 0x00'), so a NUL in
// alternative text, a description, a name, a search or a document's title
// would reach the database and fail as a 500. No text of this product needs
// it; it is refused with 400 wherever input of the apps that store text
// enters: the address (path and query), JSON bodies, and multipart fields
// (drive/uploads/intake.ts). The braille app stores nothing and translates a
// NUL as any control character (docs/braille.md); the sign-in pages
// (/realms) answer in their own way.

const NUL = '\u0000';

export function hasNul(text: string): boolean {
  return text.includes(NUL);
}

/** The message of the 400; `where` names the place (a field, the address). */
export function nulMessage(where: string): string {
  return `Text may not contain the NUL character (U+0000), found in ${where.slice(0, 200)}.`;
}

/** The first key path in a parsed JSON value holding a NUL in a key or a string, or undefined. A stack, not recursion: nesting depth is the client's choice. */
export function nulPathIn(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, 'body']];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasNul(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => stack.push([element, `${path}[${index}]`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (hasNul(key)) return path;
        stack.push([element, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/** Whether the raw address carries a NUL: decoding `%00` is the only way one reaches a path parameter or a query value. */
function addressHasNul(url: string): boolean {
  return hasNul(url) || /%00/i.test(url);
}

/** The apps whose input may reach the database. */
const GUARDED_PREFIXES = ['/drive-app/', '/site-app/', '/user-app/'];
/** By the route matched, not the address sent (which may spell the same path with escapes). */
const guarded = (routeUrl: string | undefined) => routeUrl !== undefined && GUARDED_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (guarded(request.routeOptions.url) && addressHasNul(request.url)) {
      return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: nulMessage('the address (path or query)') });
    }
  });
  // After the body is parsed, before any route reads it.
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined || !guarded(request.routeOptions.url)) return;
    const path = nulPathIn(request.body);
    if (path !== undefined) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: nulMessage(path) });
  });
}
