import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../shared/http/apiPrefixes.ts';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';
import { appPages } from './appPage.ts';
import { negotiateContentCoding, varyOn } from './compression.ts';
import { etagMatches } from './etag.ts';

/** A path that names a file (it has an extension): never answered with the app. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * Serves the built single-page app. Any GET that is neither a file nor an API
 * path answers index.html (history fallback), so deep links and reloads work;
 * the app's own guard then decides where an unknown path goes. That page
 * carries the site configuration and preloads its route's code (appPage.ts).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, siteConfigJson: string): Promise<void> {
  const indexHtml = join(webRoot, 'index.html');
  const assetsDir = join(webRoot, 'assets');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webRoot }, 'The web app is not built (run "npm run build"); only the API is served.');
  }
  const pages = appPages({ webRoot, siteConfigJson, warn: (message) => app.log.warn({ webRoot }, message) });

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

  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: `No route for ${request.method} ${pathname}` });

  // Built in memory, so negotiated here as @fastify/static does for the files: brotli, gzip or as it is, and
  // revalidated (no-cache) with a weak ETag. The page depends on Accept-Language too (the catalogue it preloads).
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = pages.page(pathname, request.headers['accept-language']);
    if (!page) return notFound(request, reply, pathname);
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    varyOn(reply, 'Accept-Encoding');
    varyOn(reply, 'Accept-Language');
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    if (coding) reply.header('Content-Encoding', coding);
    return reply.type('text/html; charset=utf-8').send(await page.body(coding));
  };
  app.get('/', sendApp);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !looksLikeFile(pathname);
    if (wantsPage) return sendApp(request, reply);
    return notFound(request, reply, pathname);
  });
}
