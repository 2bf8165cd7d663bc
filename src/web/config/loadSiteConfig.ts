import { DEFAULT_SITE_CONFIG, SITE_CONFIG_PATH, appConfigSchema, embeddedSignIn, type AppConfig } from '../../shared/config/siteConfig.ts';

/**
 * The deployment's links and sign-in settings. When the server cannot say,
 * the app still starts with the defaults and the embedded provider at its own
 * origin: a broken footer link is better than a blank page.
 */
export async function loadSiteConfig(fetchFn: typeof fetch, origin: string): Promise<AppConfig> {
  try {
    const response = await fetchFn(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return appConfigSchema.parse(await response.json());
  } catch (error) {
    console.warn('Using the default site links:', error);
    return { ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn(origin) };
  }
}
