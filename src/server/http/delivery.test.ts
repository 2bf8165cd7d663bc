import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { OPENAPI_PATH } from '../../shared/api/openApiPath.ts';
import { SITE_CONFIG_PATH } from '../../shared/config/siteConfig.ts';
import { COMPRESS_MIN_BYTES, negotiateContentCoding } from './compression.ts';

// Issue 18 item 3: the built app's files go brotli or gzip by content
// negotiation from the copies the build made, hashed assets cache for a year,
// index.html and the configuration revalidate, and the API compresses its
// large JSON answers only.

const ASSET = 'assets/easy-AbC123.js';
const script = `export const words = [${Array.from({ length: 400 }, (_, i) => `"word ${i}"`).join(', ')}];\n`;
const html = `<!doctype html><title>app</title><script type="module" src="/${ASSET}"></script>${'<!-- padding -->'.repeat(100)}`;

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'web-delivery-'));
  mkdirSync(join(webRoot, 'assets'));
  // What `npm run build` leaves: each file and its two copies (scripts/lib/precompress.ts).
  for (const [name, text] of [[ASSET, script], ['index.html', html]] as const) {
    writeFileSync(join(webRoot, name), text);
    writeFileSync(join(webRoot, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(webRoot, `${name}.gz`), gzipSync(text));
  }
  app = await buildApp(configFromEnv({ WEB_ROOT: webRoot, SUPPORT_URL: 'https://help.example/' }));
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built app by content negotiation', () => {
  it('answers a hashed script brotli, gzip or identity as the browser accepts, always varying on Accept-Encoding', async () => {
    const br = await get(`/${ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await get(`/${ASSET}`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    }

    for (const headers of [{ 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip' }, {}]) {
      const response = await get(`/${ASSET}`, headers);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers index.html (a deep link) compressed, never cached stale, and 304 while unchanged', async () => {
    const first = await get('/easy', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(html);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/easy', { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the Content-Security-Policy on compressed answers', async () => {
    const response = await get(`/${ASSET}`, { 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe');
  });
});

describe('the configuration the app reads at start', () => {
  it('is no-cache with a validator, and answers 304 to a browser that holds the current one', async () => {
    const first = await get(SITE_CONFIG_PATH);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({ signIn: expect.any(Object) });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(SITE_CONFIG_PATH, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(SITE_CONFIG_PATH, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer as the client accepts', async () => {
    const plain = await get(OPENAPI_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');

    const br = await get(OPENAPI_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(OPENAPI_PATH, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('choosing the coding', () => {
  it('prefers brotli, follows q-values, and honours refusals', () => {
    expect(negotiateContentCoding('br, gzip')).toBe('br');
    expect(negotiateContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateContentCoding('gzip')).toBe('gzip');
    expect(negotiateContentCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateContentCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateContentCoding('*')).toBe('br');
    expect(negotiateContentCoding('*, br;q=0')).toBe('gzip');
    expect(negotiateContentCoding('identity')).toBeUndefined();
    expect(negotiateContentCoding('gzip;q=0')).toBeUndefined();
    expect(negotiateContentCoding(undefined)).toBeUndefined();
    expect(negotiateContentCoding('')).toBeUndefined();
  });
});
