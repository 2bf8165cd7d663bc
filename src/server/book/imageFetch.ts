import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { IMAGE_FETCH_LIMIT_BYTES, IMAGE_FETCH_MAX_REDIRECTS, IMAGE_FETCH_PORTS, IMAGE_FETCH_TIMEOUT_MS } from '../../shared/api/driveAppPaths.ts';
import { sniff } from '../../core/files/index.ts';
import { imageFetchFailed, imageUrlRefused } from './bookErrors.ts';
import { isPublicAddress } from './publicAddress.ts';

// POST /doc/image-url-to-base64: the server fetches a picture from the web
// for the editor (a browser cannot read another site's picture). That makes
// the server a client of any address a user types, so (verification item 10,
// SSRF): http and https only, ports 80 and 443, no credentials in the
// address; the host is resolved here and refused if ANY of its addresses is
// not public (publicAddress.ts); the connection then goes to the address that
// was checked (the lookup is pinned, so a second DNS answer cannot rebind it);
// every redirect (at most 3) is checked the same way; 10 s for everything;
// 10 MiB counted as the bytes arrive; the kind judged by its bytes (PNG,
// JPEG, GIF, WebP), never by the Content-Type the other side claims.

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Every address of a host name. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface ConnectTarget {
  readonly url: URL;
  /** The checked address to connect to; the URL's host still names the site (Host header, TLS name). */
  readonly address: ResolvedAddress;
  readonly signal: AbortSignal;
}

export interface FetchedResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Readable;
}

/** Opens a GET to the target and answers once the response's headers are in. */
export type Connector = (target: ConnectTarget) => Promise<FetchedResponse>;

export interface ImageFetchDeps {
  readonly lookup: Resolver;
  readonly connect: Connector;
  readonly limitBytes: number;
  readonly timeoutMs: number;
}

export interface FetchedImage {
  readonly bytes: Buffer;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const systemLookup: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

/** node:http(s) to the checked address: Node's own lookup is replaced by one that answers only that address. */
export const nodeConnector: Connector = ({ url, address, signal }) =>
  new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ ...address }]);
      else callback(null, address.address, address.family);
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        lookup: pinned,
        agent: false,
        signal,
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp', 'user-agent': 'TactileStudio-ImageFetch/1' },
      },
      (response) => {
        // A reader of the body gets its errors through the iteration; a body
        // nobody reads any more (a refused redirect, a timed-out fetch) must
        // not end the server with an unhandled 'error'.
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response });
      },
    );
    request.on('error', reject);
    request.end();
  });

export const DEFAULT_IMAGE_FETCH: ImageFetchDeps = {
  lookup: systemLookup,
  connect: nodeConnector,
  limitBytes: IMAGE_FETCH_LIMIT_BYTES,
  timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
};

/** The address as a URL we may fetch, or a refusal naming why. */
export function checkedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw.trim());
  } catch {
    throw imageUrlRefused('The address is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw imageUrlRefused('Only http and https addresses can be fetched.');
  if (url.username !== '' || url.password !== '') throw imageUrlRefused('An address with a user name or password cannot be fetched.');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!IMAGE_FETCH_PORTS.includes(port)) throw imageUrlRefused(`Only ports ${IMAGE_FETCH_PORTS.join(' and ')} can be fetched.`);
  return url;
}

/** The host's addresses, all of them public, or a refusal. */
async function publicAddressesOf(url: URL, lookup: Resolver): Promise<readonly ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host);
    } catch {
      throw imageFetchFailed(`The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw imageFetchFailed(`The host ${host} could not be found.`);
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw imageUrlRefused('The address leads to a private or reserved network, which cannot be fetched.');
  return addresses;
}

/** The picture's kind by its first bytes. */
export function imageTypeOf(bytes: Uint8Array): FetchedImage['contentType'] | undefined {
  const kind = sniff(bytes.subarray(0, 512));
  if (kind === 'png') return 'image/png';
  if (kind === 'jpg') return 'image/jpeg';
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

async function bodyWithin(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      throw imageFetchFailed(`The picture is larger than ${Math.round(limit / 1024 / 1024)} MiB.`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/** Fetches a picture from a public web address under the rules above. Refusals are IMAGE_URL_REFUSED, failures IMAGE_FETCH_FAILED (both 400). */
export async function fetchImage(raw: string, overrides: Partial<ImageFetchDeps> = {}): Promise<FetchedImage> {
  const deps = { ...DEFAULT_IMAGE_FETCH, ...overrides };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  const timedOut = () => imageFetchFailed(`The picture did not arrive within ${Math.round(deps.timeoutMs / 1000)} seconds.`);
  const withinTime = <T>(work: Promise<T>): Promise<T> =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => {
        if (controller.signal.aborted) reject(timedOut());
        controller.signal.addEventListener('abort', () => reject(timedOut()), { once: true });
      }),
    ]);
  try {
    let url = checkedUrl(raw);
    for (let redirects = 0; ; redirects += 1) {
      const [address] = await withinTime(publicAddressesOf(url, deps.lookup));
      let response: FetchedResponse;
      try {
        response = await withinTime(deps.connect({ url, address: address as ResolvedAddress, signal: controller.signal }));
      } catch (error) {
        if (controller.signal.aborted) throw timedOut();
        if (error instanceof Error && 'status' in error) throw error;
        throw imageFetchFailed('The site could not be reached.');
      }
      if (isRedirect(response.status)) {
        response.body.destroy();
        const location = response.headers.location;
        if (redirects >= IMAGE_FETCH_MAX_REDIRECTS) throw imageFetchFailed(`The address redirects more than ${IMAGE_FETCH_MAX_REDIRECTS} times.`);
        if (typeof location !== 'string' || location === '') throw imageFetchFailed('The site redirected without saying where.');
        url = checkedUrl(location, url);
        continue;
      }
      if (response.status !== 200) {
        response.body.destroy();
        throw imageFetchFailed(`The site answered ${response.status}.`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > deps.limitBytes) {
        response.body.destroy();
        throw imageFetchFailed(`The picture is larger than ${Math.round(deps.limitBytes / 1024 / 1024)} MiB.`);
      }
      const bytes = await withinTime(bodyWithin(response.body, deps.limitBytes));
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw imageFetchFailed('The address does not lead to a PNG, JPEG, GIF or WebP picture.');
      return { bytes, contentType };
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
