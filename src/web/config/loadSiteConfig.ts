import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ELEMENT_ID,
  SITE_CONFIG_PATH,
  appConfigSchema,
  embeddedSignIn,
  type AppConfig,
} from '../../shared/config/siteConfig.ts';

/**
 * The deployment's links and sign-in settings. The server puts them in the
 * page (a JSON block with id SITE_CONFIG_ELEMENT_ID), so they cost no request;
 * without that block (Vite's dev server serves index.html itself) or when it
 * does not hold a valid configuration, they are asked for at SITE_CONFIG_PATH.
 * When the server cannot say, the app still starts with the defaults and the
 * embedded provider at its own origin: a broken footer link is better than a
 * blank page.
 */
export async function loadSiteConfig(fetchFn: typeof fetch, origin: string, page: Pick<Document, 'getElementById'>): Promise<AppConfig> {
  const inline = inlineSiteConfig(page);
  if (inline) return inline;
  try {
    const response = await fetchFn(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return appConfigSchema.parse(await response.json());
  } catch (error) {
    console.warn('Using the default site links:', error);
    return { ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn(origin) };
  }
}

function inlineSiteConfig(page: Pick<Document, 'getElementById'>): AppConfig | undefined {
  const text = page.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return appConfigSchema.parse(JSON.parse(text));
  } catch (error) {
    console.warn(`The page's site configuration is not valid; asking ${SITE_CONFIG_PATH}:`, error);
    return undefined;
  }
}
