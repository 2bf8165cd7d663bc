import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PATH, appConfigSchema } from '../../shared/config/siteConfig.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../shared/http/routePreloads.ts';

// Issue 19: every app address answers the built index.html with the site
// configuration inside it and a modulepreload for each chunk its route and
// the visitor's catalogues need (http/appPage.ts), negotiated and revalidated
// as the static files are.

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>Tactile Studio</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const PRELOADS: RoutePreloads = {
  base: '/',
  routes: {
    '/easy': { js: ['assets/EasyHomePage-P1.js', 'assets/BlankLayout-L1.js'], css: [] },
    '/cloud': { js: ['assets/CloudPage-P2.js', 'assets/CloudLayout-L2.js'], css: ['assets/cloud-C2.css'] },
    '/doc/:id': { js: ['assets/DocPage-P3.js'], css: [] },
  },
  catalogues: { en: ['assets/en-main-M1.js'], ko: ['assets/ko-main-M2.js'], fr: ['assets/fr-main-M3.js'] },
};

/** Something a configuration value may hold that must not end the data block. */
const HOSTILE = '</script><script>alert(1)</script><!--';

function webRootWith(preloads: RoutePreloads | undefined): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-page-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'assets', 'index-E1.js'), 'export {};\n');
  if (preloads) writeFileSync(join(root, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  return root;
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

function configBlockOf(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

const roots: string[] = [];
const apps: FastifyInstance[] = [];

async function appFor(preloads: RoutePreloads | undefined): Promise<FastifyInstance> {
  const root = webRootWith(preloads);
  roots.push(root);
  const app = await buildApp(configFromEnv({ WEB_ROOT: root, SUPPORT_URL: 'https://help.example/', SPECIAL_LOGIN_ID: HOSTILE }));
  apps.push(app);
  return app;
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the page of a built app with route preloads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor(PRELOADS);
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('preloads the chunks of a known route and the catalogue of the browser language', async () => {
    const en = await get('/easy', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloadsOf(en.body)).toEqual(['/assets/EasyHomePage-P1.js', '/assets/BlankLayout-L1.js', '/assets/en-main-M1.js']);
    // A deep link with a query and a trailing slash opens the same route.
    expect(preloadsOf((await get('/Easy/?from=mail')).body)).toEqual(preloadsOf(en.body));
    // A route's own CSS is named by its page only.
    expect(en.body).not.toContain('cloud-C2.css');
    const cloud = (await get('/cloud')).body;
    expect(preloadsOf(cloud)).toEqual(['/assets/CloudPage-P2.js', '/assets/CloudLayout-L2.js', '/assets/en-main-M1.js']);
    expect([...cloud.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1])).toEqual(['/assets/cloud-C2.css']);
    expect(preloadsOf((await get('/doc/42')).body)).toEqual(['/assets/DocPage-P3.js', '/assets/en-main-M1.js']);
  });

  it('picks the catalogues as the app will: Korean under other languages, English for one not offered or none', async () => {
    expect(preloadsOf((await get('/easy', { 'accept-language': 'fr-CA,en;q=0.5' })).body)).toEqual([
      '/assets/EasyHomePage-P1.js',
      '/assets/BlankLayout-L1.js',
      '/assets/ko-main-M2.js',
      '/assets/fr-main-M3.js',
    ]);
    expect(preloadsOf((await get('/easy', { 'accept-language': 'ko-KR' })).body)).toContain('/assets/ko-main-M2.js');
    // The app starts in the browser's first language only (startLocale): Romanian is not offered, so English.
    expect(preloadsOf((await get('/easy', { 'accept-language': 'ro, fr;q=0.8' })).body)).toContain('/assets/en-main-M1.js');
    expect(preloadsOf((await get('/easy')).body)).toContain('/assets/en-main-M1.js');
    // A language whose catalogue the build did not list: its page still answers, with the fallback's.
    const german = preloadsOf((await get('/easy', { 'accept-language': 'de' })).body);
    expect(german).toEqual(['/assets/EasyHomePage-P1.js', '/assets/BlankLayout-L1.js', '/assets/ko-main-M2.js']);
  });

  it('preloads nothing for a path the route table does not know, and still answers the page', async () => {
    for (const path of ['/nowhere', '/easy/nowhere', '/doc']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(preloadsOf(response.body), path).toEqual([]);
      expect(configBlockOf(response.body), path).toBeTruthy();
    }
  });

  it('holds the configuration the endpoint serves, escaped so no value can leave the data block', async () => {
    const page = await get('/easy');
    const served = (await get(SITE_CONFIG_PATH)).json();
    expect(served.specialLoginId).toBe(HOSTILE);
    expect(configBlockOf(page.body)).toEqual(served);
    expect(appConfigSchema.parse(configBlockOf(page.body))).toEqual(served);
    // The page's only `</script>`s: the entry's and the data block's own end.
    expect(page.body.match(/<\/script>/gi)).toHaveLength(2);
    expect(page.body).not.toContain('<!--');
    expect(page.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('answers brotli, gzip or identity as the browser accepts, varying on Accept-Encoding and Accept-Language', async () => {
    const plain = await get('/easy', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);

    const br = await get('/easy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await get('/easy', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect((await get('/easy', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();

    for (const response of [plain, br, gz]) {
      const vary = String(response.headers.vary).toLowerCase();
      expect(vary).toContain('accept-encoding');
      expect(vary).toContain('accept-language');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('unsafe');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('revalidates: one weak ETag per page whatever the coding, 304 while unchanged', async () => {
    const first = await get('/easy', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/easy', { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);
    const again = await get('/easy', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another language preloads another catalogue: another page, another validator.
    const french = await get('/easy', { 'accept-language': 'fr', 'if-none-match': etag });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body, at / and at a deep link', async () => {
    for (const url of ['/', '/easy', '/nowhere']) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(head.headers['content-encoding'], url).toBe('br');
      expect(head.headers.etag, url).toBe(get.headers.etag);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
    }
  });

  it('still answers 404 for a missing file and an unknown API path', async () => {
    expect((await get('/assets/missing-X.js')).statusCode).toBe(404);
    expect((await get('/drive-app/v1/nothing-here')).statusCode).toBe(404);
  });
});

describe('the page of a build without route preloads', () => {
  it('is index.html with the configuration and no preload links', async () => {
    const app = await appFor(undefined);
    const response = await app.inject({ method: 'GET', url: '/easy', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString();
    expect(preloadsOf(html)).toEqual([]);
    expect(configBlockOf(html)).toMatchObject({ specialLoginId: HOSTILE, signIn: expect.any(Object) });
    expect(html.replace(/\n\s*<script type="application\/json".*<\/script>/, '')).toBe(TEMPLATE);
    const head = await app.inject({ method: 'HEAD', url: '/easy' });
    expect(head.statusCode).toBe(200);
  });

  it('takes up a build made while it runs: the new page and its preloads', async () => {
    const app = await appFor(undefined);
    const root = roots.at(-1) ?? '';
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/easy' })).body)).toEqual([]);
    writeFileSync(join(root, 'index.html'), TEMPLATE.replace('index-E1.js', 'index-E2.js'));
    writeFileSync(join(root, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    const rebuilt = (await app.inject({ method: 'GET', url: '/easy' })).body;
    expect(rebuilt).toContain('/assets/index-E2.js');
    expect(preloadsOf(rebuilt)).toEqual(['/assets/EasyHomePage-P1.js', '/assets/BlankLayout-L1.js', '/assets/en-main-M1.js']);
  });

  it('ignores a preloads file it cannot read as one', async () => {
    const app = await appFor({ base: '/', routes: 'nonsense' } as unknown as RoutePreloads);
    const response = await app.inject({ method: 'GET', url: '/easy' });
    expect(response.statusCode).toBe(200);
    expect(preloadsOf(response.body)).toEqual([]);
  });
});

describe('an app that is not built', () => {
  it('answers 404 for a page, as before', async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-not-built-'));
    roots.push(root);
    const app = await buildApp(configFromEnv({ WEB_ROOT: root }));
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/easy' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
