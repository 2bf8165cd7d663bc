import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The API compresses its large JSON answers (a drive listing, the OpenAPI
// document): brotli or gzip, as the request's Accept-Encoding prefers. Only a
// whole JSON body the route returned is compressed: a stream (a file, a
// download, a static file of the app, which has its own build-time copies,
// http/spa.ts) and an answer that names its encoding already pass untouched,
// and so does anything under COMPRESS_MIN_BYTES, where the saving is smaller
// than the cost. Compression runs on libuv's thread pool, not on the event loop.

/** Below this, a JSON answer goes as it is (about one packet). */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4: per request, brotli's fast levels beat gzip's default in size and time; 11 is for build time only.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Weight of each coding in an Accept-Encoding header (`*` stands for any coding not named). */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/** The coding to answer with: brotli unless the client weighs gzip higher; none when it accepts neither. */
export function negotiateContentCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = weights(acceptEncoding);
  const weightOf = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** Adds a request header's name to Vary, keeping what is there. */
export function varyOn(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const tokens = current === undefined ? [] : String(current).split(',').map((token) => token.trim()).filter(Boolean);
  if (tokens.some((token) => token === '*' || token.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...tokens, header].join(', '));
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  varyOn(reply, 'Accept-Encoding');
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    if (!isJson(reply.getHeader('content-type'))) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-transform')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    // From here the answer depends on Accept-Encoding, compressed or not: shared caches must know.
    varyOnAcceptEncoding(reply);
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = coding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
