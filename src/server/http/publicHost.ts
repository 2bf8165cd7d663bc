import { hostname, networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../../shared/http/apiPrefixes.ts';
import { looksLikeFile } from './spa.ts';

// Sign-in works on PUBLIC_URL's origin only: the embedded issuer and the
// redirect address the sign-in page accepts are both on it. A browser that
// opens the same server under another name of this machine (127.0.0.1 where
// PUBLIC_URL says localhost, the machine's name, one of its addresses) gets
// the app, and then "The sign-in page could not be opened". So a page request
// that comes under such a name is sent to the same path and query on
// PUBLIC_URL. Only pages: API calls, health checks and files answer where they
// are asked. Only browsers (they ask for text/html) that came straight here:
// a request through a reverse proxy (X-Forwarded-*/Forwarded) is left alone,
// so a proxy that does not pass the Host header on cannot loop.

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '0.0.0.0', '[::]']);

function isLoopbackName(name: string): boolean {
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The names a Host header may give this machine by: loopback, its host name, its interfaces' addresses (as URL.hostname writes them). */
export function thisMachineNames(): (name: string) => boolean {
  const names = new Set<string>([hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) names.add(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
  }
  return (name) => isLoopbackName(name) || names.has(name);
}

function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

function cameThroughProxy(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['x-forwarded-for'] !== undefined || headers['x-forwarded-host'] !== undefined || headers['forwarded'] !== undefined;
}

/** Where a browser's page request should go instead, or undefined when it is where it should be. */
export function publicHostRedirect(request: FastifyRequest, publicUrl: string, ofThisMachine: (name: string) => boolean): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname) || looksLikeFile(pathname)) return undefined;
  if (!(request.headers.accept ?? '').includes('text/html') || cameThroughProxy(request)) return undefined;
  const host = request.headers.host;
  if (!host || !URL.canParse(`http://${host}`)) return undefined;
  const arrived = new URL(`http://${host}`);
  const target = new URL(publicUrl);
  if (arrived.host === target.host || !ofThisMachine(arrived.hostname)) return undefined;
  // A PUBLIC_URL on loopback is reachable only from this machine: a browser elsewhere is not sent there.
  if (isLoopbackName(target.hostname) && !isLoopbackAddress(request.socket.remoteAddress)) return undefined;
  return `${publicUrl}${request.url}`;
}

export function registerPublicHostRedirect(app: FastifyInstance, publicUrl: string): void {
  const ofThisMachine = thisMachineNames();
  app.addHook('onRequest', async (request, reply) => {
    const location = publicHostRedirect(request, publicUrl, ofThisMachine);
    if (location !== undefined) return reply.header('Cache-Control', 'no-store').redirect(location, 307);
  });
}
