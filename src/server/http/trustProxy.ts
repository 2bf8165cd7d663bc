import { isIP } from 'node:net';

// Whose X-Forwarded-For the server believes (TRUST_PROXY). Behind a reverse
// proxy every request comes from the proxy's address, so the per-address
// limits (sign-in, refresh, braille) and a guest's view identity would lump
// every user together; trusting the proxy makes `request.ip` the client's.
// Trusting a header anyone can send is only safe when nothing but the proxy
// can reach the server, so the default trusts nobody.

/** Fastify's `trustProxy`: false, true (every hop), a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | readonly string[];

export class TrustProxyError extends Error {}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new TrustProxyError(`TRUST_PROXY as a number of proxies must be from 1 to 10, not ${text}.`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) throw new TrustProxyError(`TRUST_PROXY holds "${bad}", which is not an IP address or a CIDR range such as 10.0.0.0/8.`);
  return entries;
}

/** The setting as Fastify takes it: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}
