// An outside issuer's endpoints, read once from its discovery document
// (`<issuer>/.well-known/openid-configuration`) and kept. A failed read is not
// kept, so the server starts while the issuer is down and recovers with it.

export interface IssuerEndpoints {
  readonly jwksUri: string;
  readonly tokenEndpoint: string;
}

export class DiscoveryError extends Error {}

export function issuerDiscovery(issuer: string, fetchImpl: typeof fetch = fetch): () => Promise<IssuerEndpoints> {
  let pending: Promise<IssuerEndpoints> | undefined;
  const read = async (): Promise<IssuerEndpoints> => {
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new DiscoveryError(`The issuer's discovery document answered ${response.status}.`);
    const document = (await response.json()) as Record<string, unknown>;
    if (document['issuer'] !== issuer) throw new DiscoveryError(`The discovery document names issuer "${String(document['issuer'])}", not "${issuer}".`);
    const jwksUri = document['jwks_uri'];
    const tokenEndpoint = document['token_endpoint'];
    if (typeof jwksUri !== 'string' || typeof tokenEndpoint !== 'string') throw new DiscoveryError('The discovery document lacks jwks_uri or token_endpoint.');
    return { jwksUri, tokenEndpoint };
  };
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error instanceof DiscoveryError ? error : new DiscoveryError(`The issuer could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    });
    return pending;
  };
}
