import type { AppConfig } from '../../shared/config/siteConfig.ts';
import { DEFAULT_SITE_CONFIG, SITE_CONFIG_PATH, embeddedSignIn } from '../../shared/config/siteDefaults.ts';

/**
 * The deployment's links and sign-in settings. When the server cannot say,
 * the app still starts with the defaults and the embedded provider at its own
 * origin: a broken footer link is better than a blank page. The schema that
 * checks the answer loads beside the request, so the first load carries no
 * schema library.
 */
export async function loadSiteConfig(fetchFn: typeof fetch, origin: string): Promise<AppConfig> {
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
