import type { FastifyInstance } from 'fastify';

// Strict headers on every answer, the provider's hijacked ones included
// (they are set on the raw response, which both paths write through). The
// policy allows no inline script or style anywhere: the app and the sign-in
// pages load their code and styles from files on this origin only.

export function contentSecurityPolicy(issuerOrigin: string | undefined): string {
  const signIn = issuerOrigin ? ` ${issuerOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self'${signIn}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${signIn}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SecurityHeaderOptions {
  /** The outside sign-in issuer's origin, when it is not this server's. */
  readonly issuerOrigin: string | undefined;
  readonly https: boolean;
}

/**
 * The one set of header values: the app's answers (below) and the answers
 * written straight to a socket before Fastify sees a request (clientErrors.ts,
 * connectionLimit.ts) all send these.
 */
export function securityHeaderValues(options: SecurityHeaderOptions): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.issuerOrigin),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // WebSerial and WebHID stay allowed: the tactile display connects through them.
    'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(), payment=(), usb=(self), serial=(self), hid=(self)',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  });
}
