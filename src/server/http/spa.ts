import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from '../../shared/http/apiPrefixes.ts';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

/** A path that names a file (it has an extension): never answered with the app. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * Serves the built single-page app. Any GET that is neither a file nor an API
 * path answers index.html (history fallback), so deep links and reloads work;
 * the app's own guard then decides where an unknown path goes.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = join(webRoot, 'index.html');
  const assetsDir = join(webRoot, 'assets');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webRoot }, 'The web app is not built (run "npm run build"); only the API is served.');
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    // `npm run build` writes name.br and name.gz beside each compressible file (scripts/lib/precompress.ts): the
    // plugin sends the one the request's Accept-Encoding prefers (br, then gzip), else the file itself, always
    // with `Vary: Accept-Encoding`. Each copy has its own ETag and Last-Modified, so no-cache revalidates cheaply.
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite puts a content hash in every asset name: those never change. The rest (index.html, the favicon,
      // liblouis tables) keep their names across releases: revalidated on every use.
      reply.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendApp = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !looksLikeFile(pathname);
    if (wantsPage && existsSync(indexHtml)) return sendApp(reply);
    return sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: `No route for ${request.method} ${pathname}` });
  });
}
