import type { SignInSettings } from '../../shared/config/siteConfig.ts';

// The browser-redirect half of sign-in, done by keycloak-js against any
// OpenID provider (its `oidcProvider` option): the embedded one or an outside
// Keycloak realm. Authorization code with PKCE (S256), the callback's code
// exchange, and the provider's logout. keycloak-js is loaded only when one of
// these runs, so pages that never sign in do not carry it.

export interface SignedInTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly idToken: string | undefined;
}

export type CallbackOutcome =
  | { readonly kind: 'signed-in'; readonly tokens: SignedInTokens }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

export interface OidcRedirects {
  /** Sends the browser to the provider's sign-in page; resolves only if that fails to start. */
  signIn(options: { locale: string }): Promise<void>;
  /** On /login-callback: trades the code in the address for tokens. */
  completeSignIn(): Promise<CallbackOutcome>;
  /** Sends the browser to the provider to end its session, then back to the app's home. */
  signOut(idToken: string | undefined): Promise<void>;
}

const CALLBACK_PATH = '/login-callback';
const INIT = { pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'fragment', flow: 'standard' } as const;

export function keycloakRedirects(settings: SignInSettings, origin: string): OidcRedirects {
  const create = async () => {
    const { default: Keycloak } = await import('keycloak-js');
    return new Keycloak({ oidcProvider: settings.issuer, clientId: settings.clientId });
  };
  return {
    async signIn({ locale }) {
      const keycloak = await create();
      await keycloak.init({ ...INIT });
      await keycloak.login({ redirectUri: `${origin}${CALLBACK_PATH}`, locale });
    },
    async completeSignIn() {
      const keycloak = await create();
      try {
        await keycloak.init({ ...INIT, redirectUri: `${origin}${CALLBACK_PATH}` });
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'error' in error ? String(error.error) : undefined;
        if (code === 'access_denied') return { kind: 'cancelled' };
        return { kind: 'failed', reason: code ?? (error instanceof Error ? error.message : String(error)) };
      }
      if (!keycloak.token || !keycloak.refreshToken) return { kind: 'failed', reason: 'no tokens in the callback' };
      return { kind: 'signed-in', tokens: { accessToken: keycloak.token, refreshToken: keycloak.refreshToken, idToken: keycloak.idToken } };
    },
    async signOut(idToken) {
      const keycloak = await create();
      await keycloak.init({ ...INIT });
      // The ID token tells the provider whose session to end without asking again.
      if (idToken) keycloak.idToken = idToken;
      await keycloak.logout({ redirectUri: `${origin}/` });
    },
  };
}
