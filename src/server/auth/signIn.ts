import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { EMBEDDED_REALM_PATH } from '../../shared/config/siteConfig.ts';
import { createCallerResolver, type CallerResolver } from './callers.ts';
import { createEmbeddedProvider } from './embedded/embeddedProvider.ts';
import { registerEmbeddedSignIn } from './embedded/embeddedSignInRoutes.ts';
import { providerSecrets } from './embedded/providerSecrets.ts';
import { refreshTokenEnvelope } from './embedded/refreshTokenEnvelope.ts';
import { issuerDiscovery } from './oidcDiscovery.ts';
import { createTokenRefresher, httpTokenEndpoint, type TokenRefresher } from './tokenRefresher.ts';
import { createTokenVerifier, localKeys, remoteKeys } from './tokenVerifier.ts';
import type { BoundedQueue } from '../http/boundedQueue.ts';
import { passwordQueue } from './embedded/passwordQueue.ts';
import type { SignInLimits } from './signInLimits.ts';

/** What the API routes need from sign-in, whoever the issuer is. */
export interface SignIn {
  readonly resolveCaller: CallerResolver;
  readonly refresh: TokenRefresher;
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface SignInGuards {
  readonly limits: SignInLimits;
  /** Where the embedded sign-in's password checks wait their turn; one per process by default. */
  readonly passwords?: BoundedQueue | undefined;
}

/**
 * Sets sign-in up for the configured issuer. Embedded: mounts the provider
 * and checks tokens against its own keys, with no network call. External:
 * finds the issuer's keys and token endpoint through its discovery document.
 */
export async function registerSignIn(app: FastifyInstance, config: ServerConfig, database: Database, guards: SignInGuards): Promise<SignIn> {
  const { auth } = config;
  const { db } = database;
  if (auth.kind === 'embedded') {
    const secrets = await providerSecrets(db);
    const envelope = refreshTokenEnvelope({
      key: Buffer.from(secrets.refreshTokenKey, 'base64url'),
      issuer: auth.issuer,
      clientId: auth.clientId,
      ttlSeconds: auth.refreshTokenTtl,
    });
    const provider = createEmbeddedProvider({ db, auth, secrets, publicUrl: config.publicUrl, extraOrigins: config.corsOrigins, envelope });
    await registerEmbeddedSignIn(app, {
      provider,
      db,
      publicUrl: config.publicUrl,
      corsOrigins: config.corsOrigins,
      envelope,
      limits: guards.limits,
      passwords: guards.passwords ?? passwordQueue(),
    });
    const verifier = createTokenVerifier({ issuer: auth.issuer, audience: auth.audience, keys: localKeys(secrets.signingKeys) });
    const refresh = createTokenRefresher(auth.clientId, async (form) => {
      const answer = await app.inject({
        method: 'POST',
        url: `${EMBEDDED_REALM_PATH}/protocol/openid-connect/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return { status: answer.statusCode, body: jsonOrUndefined(answer.body) };
    });
    return { resolveCaller: createCallerResolver({ verifier, db }), refresh };
  }
  const discover = issuerDiscovery(auth.issuer);
  const verifier = createTokenVerifier({ issuer: auth.issuer, audience: auth.audience, keys: remoteKeys(async () => (await discover()).jwksUri) });
  const refresh = createTokenRefresher(auth.clientId, httpTokenEndpoint(async () => (await discover()).tokenEndpoint));
  return { resolveCaller: createCallerResolver({ verifier, db }), refresh };
}
