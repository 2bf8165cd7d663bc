import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

// An outside OpenID issuer (what Keycloak is in production), at the edge of
// the world the server trusts: discovery and a key set over real HTTP, and
// access tokens signed with any claims a test needs, such as a subject
// "GUEST" or a login that an earlier account with another subject had.

export interface TestIssuer {
  /** The issuer (OIDC_ISSUER), http://127.0.0.1:<port>/realms/dot. */
  readonly issuer: string;
  /** A signed access token for `sub`, with these claims added (preferred_username, roles…). */
  sign(sub: string, claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const documents: Record<string, unknown> = {
      '/realms/dot/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/certs`, token_endpoint: `${issuer}/token` },
      '/realms/dot/certs': { keys: [jwk] },
    };
    const document = documents[path];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/realms/dot`;
  return {
    issuer,
    sign: (sub, claims = {}) =>
      new SignJWT({ typ: 'Bearer', resource_access: { 'dot-saas-user': { roles: ['DOT-USER'] } }, ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience('dot-saas-user')
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
