// zod/mini: the same schemas, tree-shaken, because the browser loads this.
import { z } from 'zod/mini';

// Links to places outside the app, set per deployment. The server reads them
// from its environment and serves them at SITE_CONFIG_PATH; the web app reads
// them once at start-up. The defaults are placeholders a deployment replaces.
export const SITE_CONFIG_PATH = '/app-config.json';

const url = z.url({ protocol: /^https?$/ });

export const siteConfigSchema = z.object({
  supportUrl: url,
  mobileAppUrl: url,
  termsUrl: url,
  privacyUrl: url,
  customerServiceUrl: url,
  /** Extra navigation shown to Korean users only. */
  koreanLinks: z.object({
    tactileTravel: url,
    sensoryToon: url,
    tactileExperience: url,
    resourceRoom: url,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  supportUrl: 'https://support.example.org/',
  mobileAppUrl: 'https://apps.example.org/tactile-studio',
  termsUrl: 'https://www.example.org/terms',
  privacyUrl: 'https://www.example.org/privacy',
  customerServiceUrl: 'https://support.example.org/contact',
  koreanLinks: {
    tactileTravel: 'https://www.example.org/ko/tactile-travel',
    sensoryToon: 'https://www.example.org/ko/sensory-toon',
    tactileExperience: 'https://www.example.org/ko/tactile-experience',
    resourceRoom: 'https://www.example.org/ko/resource-room',
  },
};

/** Environment variable for each setting, so deployments and docs agree. */
export const SITE_CONFIG_ENV = {
  supportUrl: 'SUPPORT_URL',
  mobileAppUrl: 'MOBILE_APP_URL',
  termsUrl: 'TERMS_URL',
  privacyUrl: 'PRIVACY_URL',
  customerServiceUrl: 'CUSTOMER_SERVICE_URL',
  koreanLinks: {
    tactileTravel: 'TACTILE_TRAVEL_URL',
    sensoryToon: 'SENSORY_TOON_URL',
    tactileExperience: 'TACTILE_EXPERIENCE_URL',
    resourceRoom: 'RESOURCE_ROOM_URL',
  },
} as const;

/** The configuration from an environment, defaults filling the gaps; throws a zod error naming bad values. */
export function siteConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SiteConfig {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const k = SITE_CONFIG_ENV.koreanLinks;
  const d = DEFAULT_SITE_CONFIG;
  return siteConfigSchema.parse({
    supportUrl: pick(SITE_CONFIG_ENV.supportUrl, d.supportUrl),
    mobileAppUrl: pick(SITE_CONFIG_ENV.mobileAppUrl, d.mobileAppUrl),
    termsUrl: pick(SITE_CONFIG_ENV.termsUrl, d.termsUrl),
    privacyUrl: pick(SITE_CONFIG_ENV.privacyUrl, d.privacyUrl),
    customerServiceUrl: pick(SITE_CONFIG_ENV.customerServiceUrl, d.customerServiceUrl),
    koreanLinks: {
      tactileTravel: pick(k.tactileTravel, d.koreanLinks.tactileTravel),
      sensoryToon: pick(k.sensoryToon, d.koreanLinks.sensoryToon),
      tactileExperience: pick(k.tactileExperience, d.koreanLinks.tactileExperience),
      resourceRoom: pick(k.resourceRoom, d.koreanLinks.resourceRoom),
    },
  });
}
