import type { Response } from '@playwright/test';
import { PRECOMPRESS_MIN_BYTES } from '../scripts/lib/precompress.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 18 item 3, on the built app (`npm run build` made the brotli and gzip
// copies): /easy's script goes by content negotiation with Vary, cached for a
// year; the page itself and the configuration revalidate.

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('compressed, cacheable delivery', () => {
  test("/easy's entry script answers br, gzip or identity as asked, with Vary and a year's cache", async ({ request }) => {
    const page = await request.get(PATHS.easy, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers().etag).toBeTruthy();
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(entry, 'the entry script of index.html').toBeTruthy();

    for (const [acceptEncoding, coding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const script = await request.get(entry ?? '', { headers: { 'accept-encoding': acceptEncoding } });
      expect(script.status(), acceptEncoding).toBe(200);
      expect(script.headers()['content-encoding'], acceptEncoding).toBe(coding);
      expect(script.headers()['content-type'], acceptEncoding).toMatch(/javascript/);
      expect(script.headers().vary?.toLowerCase(), acceptEncoding).toContain('accept-encoding');
      expect(script.headers()['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      // The client decodes what it asked for: the same script every time.
      expect(await script.text(), acceptEncoding).toContain('import');
    }
  });

  test('the configuration the app reads at start revalidates with an ETag', async ({ request }) => {
    const first = await request.get('/app-config.json');
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers().etag ?? '';
    expect(etag).toBeTruthy();
    const again = await request.get('/app-config.json', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('a browser gets every script of a first visit to /easy compressed (all but the tiny ones the build leaves)', async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) scripts.push(response);
    });
    await page.goto(PATHS.easy);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const plain: string[] = [];
    for (const script of scripts) {
      const coding = await script.headerValue('content-encoding');
      if (coding !== 'br' && (await script.body()).length >= PRECOMPRESS_MIN_BYTES) plain.push(`${script.url()} ${coding}`);
    }
    expect(plain).toEqual([]);
  });

  test('a first visit to /easy preloads its route with the page, fetches each chunk once and asks for no configuration (issue 19)', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(PATHS.easy);
    const html = (await response?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(html).toContain('<script type="application/json" id="site-config">');
    expect(requested).not.toContain('/app-config.json');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(preloads.some((href) => /\/EasyHomePage-[\w-]+\.js$/.test(href)), 'the page chunk is preloaded').toBe(true);
    expect(preloads.some((href) => /\/BlankLayout-[\w-]+\.js$/.test(href)), 'the layout chunk is preloaded').toBe(true);
    for (const href of preloads) expect(requested.filter((path) => path === href), href).toHaveLength(1);
  });
});
