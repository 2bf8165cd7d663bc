import type { FastifyReply } from 'fastify';

// How stored content leaves the server (verification.md, hostile input 8):
// always as an attachment the browser saves, never rendered from the app's
// origin, with a name that cannot break the header. A name's characters are
// the user's; only their encoding here is ours.

/** Characters that must never reach a header: controls (CR, LF, NUL…) and invisible direction controls. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** RFC 5987 attr-char: what may stand unencoded in filename*. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain-ASCII stand-in for old clients: accents dropped, anything else (and " \ %) an underscore. */
function asciiFallback(name: string): string {
  // Accents come off (é → e); other scripts recompose first, so one character is one underscore.
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  return plain.replace(/[^\u0020-\u007e]|["\\%]/g, '_');
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>`
 * (RFC 6266). CR, LF, NUL, quotes and direction overrides never reach the
 * header; Windows device names (CON, NUL…) are harmless here and pass.
 */
export function contentDisposition(fileName: string): string {
  const clean = fileName.replace(UNSAFE_IN_NAME, '').trim() || 'download';
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${percentEncode(clean)}`;
}

/** The headers of every download and stored file: an attachment, its type as stored (never sniffed), sandboxed if opened anyway. */
export function setAttachmentHeaders(reply: FastifyReply, options: { fileName: string; contentType: string | null; size?: number; cache?: string }): FastifyReply {
  reply
    .header('Content-Type', options.contentType ?? 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(options.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', options.cache ?? 'private, no-store');
  if (options.size !== undefined) reply.header('Content-Length', String(options.size));
  return reply;
}
