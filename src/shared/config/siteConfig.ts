// zod/mini: the same schemas, tree-shaken, because the browser loads this.
import { z } from 'zod/mini';
import { DEFAULT_SITE_CONFIG } from './siteDefaults.ts';

// The site configuration's schemas; the paths and defaults are in siteDefaults.ts.
export { DEFAULT_SITE_CONFIG, EMBEDDED_REALM_PATH, SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PATH, embeddedSignIn } from './siteDefaults.ts';

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
  /** The login id sent to the special main page (spec §2, §6); unset means nobody is. */
  specialLoginId: z.optional(z.string().check(z.minLength(1))),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

// The defaults are a valid configuration.
DEFAULT_SITE_CONFIG satisfies SiteConfig;

/** Where the web app signs in: the issuer (embedded or an outside Keycloak realm) and its client. */
export const signInSettingsSchema = z.object({ issuer: url, clientId: z.string().check(z.minLength(1)) });
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/** What SITE_CONFIG_PATH serves: the links, and how to sign in. */
export const appConfigSchema = z.extend(siteConfigSchema, { signIn: signInSettingsSchema });
export type AppConfig = z.infer<typeof appConfigSchema>;




/** Environment variable for each setting, so deployments and docs agree. */
export const SITE_CONFIG_ENV = {
  supportUrl: 'SUPPORT_URL',
  mobileAppUrl: 'MOBILE_APP_URL',
  termsUrl: 'TERMS_URL',
  privacyUrl: 'PRIVACY_URL',
  customerServiceUrl: 'CUSTOMER_SERVICE_URL',
  specialLoginId: 'SPECIAL_LOGIN_ID',
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
  const specialLoginId = env[SITE_CONFIG_ENV.specialLoginId]?.trim();
  return siteConfigSchema.parse({
    ...(specialLoginId ? { specialLoginId } : {}),
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
