import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ROLE_RESOURCE } from '../../../shared/auth/roles.ts';
import { negotiateLocale } from '../../../shared/i18n/startLocale.ts';
import type { DB } from '../../db/schema.ts';
import { translator } from '../../i18n/translator.ts';
import { EMBEDDED_REALM_PATH } from '../../../shared/config/siteConfig.ts';
import type { EmbeddedAuth } from '../authConfig.ts';
import { findAccount } from './accounts.ts';
import { databaseAdapter } from './oidcAdapter.ts';
import { confirmSignOutPage, problemPage, signedOutPage } from './pages/messagePages.ts';
import type { ProviderSecrets } from './providerSecrets.ts';
import type { RefreshTokenEnvelope } from './refreshTokenEnvelope.ts';

// The embedded OpenID provider (oidc-provider), shaped like a Keycloak realm
// named "dot" so the web app and the API treat it exactly as they would an
// outside Keycloak: same endpoint paths, JWT access tokens with the roles
// under resource_access['dot-saas-user'].roles, refresh tokens, logout.

/** Seconds a rotated refresh token may be used again (two tabs refreshing at once); see oidcAdapter.ts. */
export const REFRESH_REUSE_SECONDS = 10;

/** The resource indicator of our API; access tokens for it are JWTs whose `aud` is the configured audience. */
export const API_RESOURCE = 'urn:tactile-studio:api';
const API_SCOPE = 'api';

export interface EmbeddedProviderOptions {
  readonly db: Kysely<DB>;
  readonly auth: EmbeddedAuth;
  readonly secrets: ProviderSecrets;
  /** The app's own address: sign-in returns to `<appUrl>/login-callback`. */
  readonly publicUrl: string;
  /** Other origins the web app may be served from. */
  readonly extraOrigins: readonly string[];
  /** Seals refresh tokens for keycloak-js; the adapter opens them. */
  readonly envelope: RefreshTokenEnvelope;
}

/** Pages in the language the app asked for (ui_locales), else the browser's. */
function pageContext(ctx: KoaContextWithOIDC, publicUrl: string) {
  const uiLocales = typeof ctx.oidc?.params?.['ui_locales'] === 'string' ? ctx.oidc.params['ui_locales'] : undefined;
  const locale = negotiateLocale(uiLocales, ctx.get('accept-language'));
  return { locale, t: translator(locale), appUrl: `${publicUrl}/` };
}

export function createEmbeddedProvider({ db, auth, secrets, publicUrl, extraOrigins, envelope }: EmbeddedProviderOptions): Provider {
  const appOrigins = [publicUrl, ...extraOrigins];
  const sessionTtl = Math.max(10 * 3600, auth.refreshTokenTtl);

  const configuration: Configuration = {
    adapter: databaseAdapter(db, { unseal: envelope.open, refreshReuseSeconds: REFRESH_REUSE_SECONDS }),
    clients: [
      {
        client_id: auth.clientId,
        client_name: 'Tactile Studio',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.map((origin) => `${origin}/login-callback`),
        post_logout_redirect_uris: appOrigins.flatMap((origin) => [`${origin}/`, `${origin}/login`]),
      },
    ],
    jwks: { keys: [...secrets.signingKeys] },
    cookies: {
      keys: [...secrets.cookieKeys],
      names: { session: 'ts_session', interaction: 'ts_interaction', resume: 'ts_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    // Keycloak's endpoint paths, so docs and tools for a realm apply as they are.
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    scopes: ['openid', 'offline_access', 'profile', API_SCOPE],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      // Signing out ends the session and its refresh tokens; the revocation
      // endpoint would refuse the sealed (JWT-shaped) refresh tokens anyway.
      revocation: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: auth.audience,
            accessTokenTTL: auth.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const hinted = typeof ctx.oidc.params?.['id_token_hint'] === 'string';
          ctx.type = 'html';
          ctx.body = confirmSignOutPage(pageContext(ctx, publicUrl), form, hinted);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageContext(ctx, publicUrl));
        },
      },
    },
    // First-party app: no consent screen. The grant covers the sign-in scopes and the API.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.['consent']?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_REALM_PATH}/login-actions/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = await findAccount(db, sub);
      if (!account) return undefined;
      return { accountId: account.accountId, claims: () => ({ sub: account.accountId, name: account.name, preferred_username: account.loginId }) };
    },
    // Keycloak's access-token layout: who, and the roles under the client resource.
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findAccount(db, token.accountId);
      if (!account) return undefined;
      return {
        preferred_username: account.loginId,
        name: account.name,
        azp: auth.clientId,
        resource_access: { [ROLE_RESOURCE]: { roles: [...account.roles] } },
      };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // A refresh token lives refreshTokenTtl from its last use (Keycloak's idle
    // timeout); the session caps the whole chain.
    ttl: {
      AccessToken: auth.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: auth.accessTokenTtl,
      RefreshToken: auth.refreshTokenTtl,
      Interaction: 30 * 60,
      Session: sessionTtl,
      Grant: sessionTtl,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const expired = out.error === 'session_not_found' || out.error === 'invalid_request' && /interaction/.test(String(out.error_description));
      ctx.body = problemPage(pageContext(ctx, publicUrl), expired ? 'expired' : 'failed', [out.error, out.error_description].filter(Boolean).join(': '));
    },
    enableHttpPostMethods: false,
  };

  const provider = new Provider(auth.issuer, configuration);
  // Behind an https address a proxy terminates TLS: trust its X-Forwarded-* so cookies are Secure.
  provider.proxy = auth.issuer.startsWith('https:');
  return provider;
}
