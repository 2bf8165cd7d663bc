import { DEFAULT_SITE_CONFIG, SITE_CONFIG_PATH, siteConfigSchema, type SiteConfig } from '../../shared/config/siteConfig.ts';

/**
 * The deployment's links. When the server cannot say, the app still starts
 * with the defaults: a broken footer link is better than a blank page.
 */
export async function loadSiteConfig(fetchFn: typeof fetch): Promise<SiteConfig> {
  try {
    const response = await fetchFn(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return siteConfigSchema.parse(await response.json());
  } catch (error) {
    console.warn('Using the default site links:', error);
    return DEFAULT_SITE_CONFIG;
  }
}
