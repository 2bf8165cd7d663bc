import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveError } from '../drive/driveErrors.ts';
import { fetchImage, imageTypeOf, nodeConnector, type ConnectTarget, type ImageFetchDeps, type Resolver } from './imageFetch.ts';

// No test here makes an outbound request: the resolver is a table, and the
// connector either counts attempts (refusals must make none) or goes to a
// local server while the resolver claims a public address.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(40)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);

const PUBLIC_ADDRESS = '93.184.216.34';

function table(entries: Record<string, readonly string[]>): Resolver {
  return async (hostname) => (entries[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

async function refusal(promise: Promise<unknown>): Promise<DriveError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DriveError);
  return error as DriveError;
}

describe('fetchImage refusals (no connection is ever attempted)', () => {
  let attempts = 0;
  const counting: Partial<ImageFetchDeps> = {
    lookup: table({
      'images.example': [PUBLIC_ADDRESS],
      'internal.example': ['10.0.0.5'],
      'mixed.example': [PUBLIC_ADDRESS, '127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'v6metadata.example': ['fd00:ec2::254'],
      'mapped.example': ['::ffff:127.0.0.1'],
      localhost: ['127.0.0.1', '::1'],
    }),
    connect: async () => {
      attempts += 1;
      throw new Error('no connection may be made in this test');
    },
  };

  const refused: readonly [string, RegExp][] = [
    ['file:///etc/passwd', /http and https/],
    ['ftp://images.example/a.png', /http and https/],
    ['javascript:alert(1)', /http and https/],
    ['data:image/png;base64,AAAA', /http and https/],
    ['gopher://images.example/', /http and https/],
    ['http://user:secret@images.example/a.png', /user name or password/],
    ['http://images.example:8080/a.png', /ports 80 and 443/],
    ['https://images.example:22/a.png', /ports 80 and 443/],
    ['http://127.0.0.1/a.png', /private or reserved/],
    ['http://localhost/a.png', /private or reserved/],
    ['http://2130706433/', /private or reserved/],
    ['http://0x7f.1/', /private or reserved/],
    ['http://0177.0.0.1/', /private or reserved/],
    ['http://[::ffff:127.0.0.1]/', /private or reserved/],
    ['http://[::1]/', /private or reserved/],
    ['http://[fe80::1]/', /private or reserved/],
    ['http://169.254.169.254/latest/meta-data/', /private or reserved/],
    ['http://[fd00:ec2::254]/', /private or reserved/],
    ['http://100.64.1.1/', /private or reserved/],
    ['http://192.168.0.1/', /private or reserved/],
    ['http://0.0.0.0/', /private or reserved/],
    ['http://255.255.255.255/', /private or reserved/],
    ['http://internal.example/a.png', /private or reserved/],
    ['http://mixed.example/a.png', /private or reserved/],
    ['http://metadata.example/', /private or reserved/],
    ['http://v6metadata.example/', /private or reserved/],
    ['http://mapped.example/', /private or reserved/],
    ['not an address', /not a valid web address/],
  ];

  for (const [url, reason] of refused) {
    it(`refuses ${url}`, async () => {
      attempts = 0;
      const error = await refusal(fetchImage(url, counting));
      expect(error.status).toBe(400);
      expect(error.code).toBe('IMAGE_URL_REFUSED');
      expect(error.message).toMatch(reason);
      expect(attempts).toBe(0);
    });
  }

  it('fails a host with no address without connecting', async () => {
    attempts = 0;
    const error = await refusal(fetchImage('http://nowhere.example/a.png', counting));
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
    expect(attempts).toBe(0);
  });
});

describe('fetchImage through a local server reached by an injected connector', () => {
  let server: Server;
  let port = 0;
  const routes = new Map<string, (response: ServerResponse) => void>();
  const connections: ConnectTarget[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = routes.get(request.url ?? '');
      if (route) route(response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  // The resolver answers public addresses; the connector takes the checked target and goes to the local server instead.
  const local = (overrides: Partial<ImageFetchDeps> = {}): Partial<ImageFetchDeps> => ({
    lookup: table({ 'images.example': [PUBLIC_ADDRESS], 'cdn.example': ['2606:4700::1'], 'internal.example': ['10.0.0.5'] }),
    connect: (target) => {
      connections.push(target);
      const url = new URL(target.url.pathname + target.url.search, `http://127.0.0.1:${port}`);
      return nodeConnector({ ...target, url, address: { address: '127.0.0.1', family: 4 } });
    },
    ...overrides,
  });

  it('answers a PNG by its bytes, whatever its Content-Type claims, connecting to the checked address', async () => {
    routes.set('/a.png', (response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PNG));
    connections.length = 0;
    const image = await fetchImage('http://images.example/a.png', local());
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(connections.map((target) => [target.url.hostname, target.address.address])).toEqual([['images.example', PUBLIC_ADDRESS]]);
  });

  it('knows GIF and WebP too, and refuses what is no picture', async () => {
    routes.set('/a.gif', (response) => response.writeHead(200).end(GIF));
    routes.set('/a.webp', (response) => response.writeHead(200).end(WEBP));
    routes.set('/page.html', (response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<script>alert(1)</script>'));
    expect((await fetchImage('http://images.example/a.gif', local())).contentType).toBe('image/gif');
    expect((await fetchImage('http://images.example/a.webp', local())).contentType).toBe('image/webp');
    expect((await refusal(fetchImage('http://images.example/page.html', local()))).code).toBe('IMAGE_FETCH_FAILED');
  });

  it('follows up to 3 redirects, checking each address again', async () => {
    routes.set('/r1', (response) => response.writeHead(302, { location: '/r2' }).end());
    routes.set('/r2', (response) => response.writeHead(301, { location: 'http://cdn.example/r3' }).end());
    routes.set('/r3', (response) => response.writeHead(307, { location: '/a.png' }).end());
    routes.set('/r0', (response) => response.writeHead(302, { location: '/r1' }).end());
    connections.length = 0;
    expect((await fetchImage('http://images.example/r1', local())).contentType).toBe('image/png');
    expect(connections.map((target) => target.url.href)).toEqual(['http://images.example/r1', 'http://images.example/r2', 'http://cdn.example/r3', 'http://cdn.example/a.png']);
    expect((await refusal(fetchImage('http://images.example/r0', local()))).message).toMatch(/more than 3 times/);
  });

  it('refuses a redirect to a private address before connecting to it', async () => {
    routes.set('/to-metadata', (response) => response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    routes.set('/to-internal', (response) => response.writeHead(302, { location: 'http://internal.example/' }).end());
    routes.set('/to-port', (response) => response.writeHead(302, { location: 'http://images.example:6379/' }).end());
    routes.set('/to-file', (response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end());
    for (const path of ['/to-metadata', '/to-internal', '/to-port', '/to-file']) {
      connections.length = 0;
      const error = await refusal(fetchImage(`http://images.example${path}`, local()));
      expect(error.code, path).toBe('IMAGE_URL_REFUSED');
      expect(connections.length, path).toBe(1);
    }
  });

  it('stops at the size limit while the bytes arrive, and on a Content-Length past it', async () => {
    routes.set('/big-chunked', (response) => {
      response.writeHead(200);
      response.write(PNG);
      response.end(Buffer.alloc(2000));
    });
    routes.set('/big-declared', (response) => response.writeHead(200, { 'content-length': '5000' }).end(Buffer.concat([PNG, Buffer.alloc(5000 - PNG.length)])));
    for (const path of ['/big-chunked', '/big-declared']) {
      const error = await refusal(fetchImage(`http://images.example${path}`, local({ limitBytes: 1000 })));
      expect(error.code, path).toBe('IMAGE_FETCH_FAILED');
      expect(error.message, path).toMatch(/larger than/);
    }
  });

  it('gives up when the picture does not arrive in time', async () => {
    routes.set('/slow', (response) => {
      response.writeHead(200);
      response.write(PNG);
      // never ends
    });
    const error = await refusal(fetchImage('http://images.example/slow', local({ timeoutMs: 200 })));
    expect(error.message).toMatch(/did not arrive within/);
  });

  it('says what the site answered when it is not a picture', async () => {
    const error = await refusal(fetchImage('http://images.example/missing', local()));
    expect(error.message).toBe('The site answered 404.');
  });
});

describe('imageTypeOf', () => {
  it('reads PNG, JPEG, GIF and WebP signatures only', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(GIF)).toBe('image/gif');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
