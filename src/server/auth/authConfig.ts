import { ROLE_RESOURCE } from '../../shared/auth/roles.ts';
import { EMBEDDED_REALM_PATH } from '../../shared/config/siteConfig.ts';

/** A login and password given as `login:password` (SEED_ADMIN, SEED_USER). */
export interface SeedCredentials {
  readonly login: string;
  readonly password: string;
}

interface CommonAuth {
  /** The `iss` every access token must carry. */
  readonly issuer: string;
  /** The public client the web app signs in through. */
  readonly clientId: string;
  /** The `aud` every access token must contain. */
  readonly audience: string;
}

/** Sign-in served by the server itself, under `<PUBLIC_URL>/realms/dot`. */
export interface EmbeddedAuth extends CommonAuth {
  readonly kind: 'embedded';
  /** Seconds an access token lives (spec §9: 20 minutes). */
  readonly accessTokenTtl: number;
  /** Seconds a refresh token lives without use (spec §9: three times the access lifetime). */
  readonly refreshTokenTtl: number;
  readonly seedAdmin: SeedCredentials | undefined;
  readonly seedUser: SeedCredentials | undefined;
}

/** Sign-in at an outside OpenID provider, such as a Keycloak realm. */
export interface ExternalAuth extends CommonAuth {
  readonly kind: 'external';
}

export type AuthConfig = EmbeddedAuth | ExternalAuth;

export const DEFAULT_ACCESS_TOKEN_TTL = 20 * 60;

export class AuthConfigError extends Error {}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 5 || parsed > 366 * 24 * 3600) {
    throw new AuthConfigError(`${name} must be a whole number of seconds from 5 up, not "${value}".`);
  }
  return parsed;
}

function seed(name: string, value: string | undefined): SeedCredentials | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const colon = value.indexOf(':');
  const login = colon > 0 ? value.slice(0, colon).trim() : '';
  const password = colon > 0 ? value.slice(colon + 1) : '';
  if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(login) || password.length < 8) {
    throw new AuthConfigError(`${name} must be "login:password", with a login of letters, digits, ".", "_", "@" or "-" and a password of at least 8 characters.`);
  }
  return { login, password };
}

/**
 * Sign-in settings from the environment. Without OIDC_ISSUER the server runs
 * its own provider; with it, tokens come from that issuer (no code change).
 */
export function authConfigFromEnv(env: Readonly<Record<string, string | undefined>>, publicUrl: string): AuthConfig {
  const clientId = env['OIDC_CLIENT_ID']?.trim() || ROLE_RESOURCE;
  const audience = env['OIDC_AUDIENCE']?.trim() || clientId;
  const externalIssuer = env['OIDC_ISSUER']?.trim().replace(/\/+$/, '');
  if (externalIssuer) {
    if (!URL.canParse(externalIssuer) || !/^https?:$/.test(new URL(externalIssuer).protocol)) {
      throw new AuthConfigError(`OIDC_ISSUER must be an http(s) address, not "${externalIssuer}".`);
    }
    return { kind: 'external', issuer: externalIssuer, clientId, audience };
  }
  const accessTokenTtl = seconds('ACCESS_TOKEN_TTL', env['ACCESS_TOKEN_TTL'], DEFAULT_ACCESS_TOKEN_TTL);
  const seedAdmin = seed('SEED_ADMIN', env['SEED_ADMIN']);
  const seedUser = seed('SEED_USER', env['SEED_USER']);
  if (seedAdmin && seedUser && seedAdmin.login.toLowerCase() === seedUser.login.toLowerCase()) {
    throw new AuthConfigError('SEED_ADMIN and SEED_USER must name different logins.');
  }
  return {
    kind: 'embedded',
    issuer: `${publicUrl}${EMBEDDED_REALM_PATH}`,
    clientId,
    audience,
    accessTokenTtl,
    refreshTokenTtl: seconds('REFRESH_TOKEN_TTL', env['REFRESH_TOKEN_TTL'], 3 * accessTokenTtl),
    seedAdmin,
    seedUser,
  };
}
