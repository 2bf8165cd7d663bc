import type { AppConfig } from '../../shared/config/siteConfig.ts';
import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PATH, embeddedSignIn } from '../../shared/config/siteDefaults.ts';

/**
 * The deployment's links and sign-in settings. The server puts them in the
 * page (a JSON block with id SITE_CONFIG_ELEMENT_ID), so they cost no request;
 * without that block (Vite's dev server serves index.html itself) or when it
 * does not hold a whole configuration, they are asked for at SITE_CONFIG_PATH
 * and checked by the schema, which loads beside that request (so the first
 * load carries no schema library). When the server cannot say, the app still
 * starts with the defaults and the embedded provider at its own origin: a
 * broken footer link is better than a blank page.
 */
export async function loadSiteConfig(fetchFn: typeof fetch, origin: string, page: Pick<Document, 'getElementById'>): Promise<AppConfig> {
  const inline = inlineSiteConfig(page);
  if (inline) return inline;
  const schema = import('../../shared/config/siteConfig.ts').then((module) => module.appConfigSchema);
  // Awaited only with an answer to check; a failure is then the request's.
  schema.catch(() => undefined);
  try {
    const response = await fetchFn(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    return (await schema).parse(body);
  } catch (error) {
    console.warn('Using the default site links:', error);
    return { ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn(origin) };
  }
}

/**
 * The page's block. The server wrote it from the configuration it checked
 * against the schema when it started, in the same answer as this script's
 * page, so here it is only checked to be whole: every field the defaults
 * have, of the same kind, and the sign-in settings.
 */
function inlineSiteConfig(page: Pick<Document, 'getElementById'>): AppConfig | undefined {
  const text = page.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (isWhole(value, { ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn('') })) return value as AppConfig;
  } catch {
    // not JSON: as if absent
  }
  console.warn(`The page's site configuration is not whole; asking ${SITE_CONFIG_PATH}.`);
  return undefined;
}

/** Whether `value` has every field `like` has, each of the same kind, all the way down. */
function isWhole(value: unknown, like: unknown): boolean {
  if (typeof like !== 'object' || like === null) return typeof value === typeof like;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(like).every(([key, field]) => isWhole((value as Record<string, unknown>)[key], field));
}
