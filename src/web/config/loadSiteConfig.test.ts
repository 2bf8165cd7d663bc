import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PATH, type AppConfig } from '../../shared/config/siteConfig.ts';
import { loadSiteConfig } from './loadSiteConfig.ts';

// Issue 19: the server puts the configuration in the page; the app reads it
// there and asks SITE_CONFIG_PATH only when the page has none it can use.

const ORIGIN = 'https://studio.example';
const SERVED: AppConfig = {
  ...DEFAULT_SITE_CONFIG,
  supportUrl: 'https://help.example/',
  specialLoginId: '</script><script>alert(1)</script>',
  signIn: { issuer: 'https://id.example/realms/dot', clientId: 'dot-saas-user' },
};

/** The block as the server writes it (`<` escaped, http/appPage.ts). */
function pageWithBlock(text: string): void {
  document.head.innerHTML = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${text}</script>`;
}

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loading the site configuration', () => {
  it('reads the block the server put in the page, asking nothing', async () => {
    pageWithBlock(JSON.stringify(SERVED).replaceAll('<', '\\u003c'));
    const fetchFn = answering({});
    expect(await loadSiteConfig(fetchFn, ORIGIN, document)).toEqual(SERVED);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('asks the server when the page has no block (the dev server serves index.html itself)', async () => {
    const fetchFn = answering(SERVED);
    expect(await loadSiteConfig(fetchFn, ORIGIN, document)).toEqual(SERVED);
    expect(fetchFn).toHaveBeenCalledWith(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  });

  it('asks the server when the block is not JSON or not a configuration, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const text of ['{not json', JSON.stringify({ supportUrl: 'not a url' }), '']) {
      pageWithBlock(text);
      const fetchFn = answering(SERVED);
      expect(await loadSiteConfig(fetchFn, ORIGIN, document), text).toEqual(SERVED);
      expect(fetchFn, text).toHaveBeenCalledOnce();
    }
    // An empty block is no block: only the two broken ones are worth a warning.
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('falls back to the defaults and the embedded provider when neither the page nor the server can say', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = { ...DEFAULT_SITE_CONFIG, signIn: { issuer: `${ORIGIN}/realms/dot`, clientId: 'dot-saas-user' } };
    expect(await loadSiteConfig(answering({}, 503), ORIGIN, document)).toEqual(fallback);
    expect(await loadSiteConfig(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))), ORIGIN, document)).toEqual(fallback);
    expect(warn).toHaveBeenCalledWith('Using the default site links:', expect.any(Error));
  });
});
