import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A validator for an answer built in memory (the app's configuration): the
// browser revalidates it on every start (`no-cache`) and gets a bodiless 304
// while it has not changed. Weak, because the same answer may go out brotli,
// gzip or identity (http/compression.ts).

export function weakEtagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`), compared weakly. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends JSON text with `Cache-Control: no-cache` and its ETag, or 304 when the request's If-None-Match names it. */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  const etag = weakEtagOf(json);
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
