import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../shared/http/apiPrefixes.ts';

// Cross-origin API calls only from configured origins (CORS_ORIGINS), with
// credentials, as keycloak-js and the API client send them. Same-origin
// calls, the normal case, need none of this. The embedded provider answers
// its own CORS; the credentials header is added where it is mounted.

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const path = request.url.split('?')[0] ?? '';
    if (!origin || !allowed.has(origin) || !isApiPath(path) || path.startsWith('/realms/')) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
}
