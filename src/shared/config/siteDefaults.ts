// What the web app needs of the site configuration on every page, without
// the schemas (siteConfig.ts, zod): where it is served, the defaults, and the
// embedded provider's settings.
import { ROLE_RESOURCE } from '../auth/roles.ts';

// Links to places outside the app, set per deployment. The server reads them
// from its environment and serves them at SITE_CONFIG_PATH, and inside every
// page it serves as a JSON data block (SITE_CONFIG_ELEMENT_ID); the web app
// reads them once at start-up, from the page when it can. The defaults are
// placeholders a deployment replaces.
export const SITE_CONFIG_PATH = '/app-config.json';

/** The id of the page's `<script type="application/json">` that holds what SITE_CONFIG_PATH serves. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The embedded provider's realm path; the server mounts it, the web app falls back to it. */
export const EMBEDDED_REALM_PATH = '/realms/dot';

/** The settings of a server with the embedded provider at this origin. */
export function embeddedSignIn(origin: string): { readonly issuer: string; readonly clientId: string } {
  return { issuer: `${origin}${EMBEDDED_REALM_PATH}`, clientId: ROLE_RESOURCE };
}

export const DEFAULT_SITE_CONFIG = {
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
} as const;
