import type { SignInSettings } from '../../../shared/config/siteConfig.ts';
import { EMBEDDED_REALM_PATH } from '../../../shared/config/siteDefaults.ts';

/**
 * The identity provider's account page, where a user changes their password:
 * Keycloak's is `<issuer>/account`. The provider embedded in this server
 * (its realm path on this origin) has none, so there is no link.
 */
export function accountPageUrl(signIn: SignInSettings, origin: string): string | undefined {
  const issuer = new URL(signIn.issuer);
  const path = issuer.pathname.replace(/\/+$/, '');
  if (issuer.origin === origin && path === EMBEDDED_REALM_PATH) return undefined;
  return `${issuer.origin}${path}/account`;
}
