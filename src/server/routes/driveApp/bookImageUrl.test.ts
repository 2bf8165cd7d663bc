import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireImageData } from '../../../shared/api/driveAppTypes.ts';
import { nodeConnector } from '../../book/imageFetch.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { BOOK_ENCODINGS, bookForm } from '../../testing/bookFixtures.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf } from '../../testing/driveFixtures.ts';
import { pngImage } from '../../testing/uploadFixtures.ts';

// POST /doc/image-url-to-base64 over HTTP. The app's resolver answers from a
// table and its connector goes to a local server: no request leaves the
// machine, and every refusal is shown to make no connection at all.

describe.each(TEST_ENGINES)('POST /doc/image-url-to-base64 on %s', (engine) => {
  let t: DriveTestApp;
  let server: Server;
  let port = 0;
  let connections = 0;
  const png = pngImage(4, 4);

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/picture.png') response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(png);
      else if (request.url === '/to-private') response.writeHead(302, { location: 'http://10.0.0.1/picture.png' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t = await startDriveTestApp(engine, {}, {
      imageFetch: {
        lookup: async (hostname) => (hostname === 'pictures.example' ? [{ address: '93.184.216.34', family: 4 }] : hostname === 'intranet.example' ? [{ address: '192.168.1.10', family: 4 }] : []),
        connect: (target) => {
          connections += 1;
          return nodeConnector({ ...target, url: new URL(target.url.pathname, `http://127.0.0.1:${port}`), address: { address: '127.0.0.1', family: 4 } });
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchUrl = (user: TestUser | null, fields: Record<string, string>, encoding: (typeof BOOK_ENCODINGS)[number] = 'json') =>
    t.call(user, { method: 'POST', url: DRIVE_PATHS.imageUrlToBase64, ...bookForm(fields, encoding) });

  for (const encoding of BOOK_ENCODINGS) {
    it(`answers the picture as a data: URL (${encoding})`, async () => {
      connections = 0;
      const image = dataOf<WireImageData>(await fetchUrl(t.owner, { imageUrl: 'http://pictures.example/picture.png' }, encoding));
      expect(image).toEqual({ IMAGE: `data:image/png;base64,${png.toString('base64')}`, CONTENT_TYPE: 'image/png', SIZE: png.length });
      expect(connections).toBe(1);
    });
  }

  it('refuses private, loopback, metadata and odd addresses with a reason, connecting to none', async () => {
    const refused = [
      'http://127.0.0.1/picture.png',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://intranet.example/picture.png',
      'http://pictures.example:8080/picture.png',
      'http://user:pass@pictures.example/picture.png',
      'file:///etc/passwd',
    ];
    for (const imageUrl of refused) {
      connections = 0;
      const response = await fetchUrl(t.owner, { imageUrl });
      expect(errorOf(response, 400), imageUrl).toBe('IMAGE_URL_REFUSED');
      expect(response.json().errors[0].msg, imageUrl).not.toBe('');
      expect(connections, imageUrl).toBe(0);
    }
    connections = 0;
    expect(errorOf(await fetchUrl(t.owner, { imageUrl: 'http://pictures.example/to-private' }), 400)).toBe('IMAGE_URL_REFUSED');
    expect(connections).toBe(1);
    expect(errorOf(await fetchUrl(t.owner, { imageUrl: 'http://pictures.example/missing.png' }), 400)).toBe('IMAGE_FETCH_FAILED');
  });

  it('needs a signed-in caller, their own USER_NO and an imageUrl', async () => {
    connections = 0;
    expect(errorOf(await fetchUrl(null, { imageUrl: 'http://pictures.example/picture.png' }), 401)).toBe('UNAUTHORIZED');
    expect(errorOf(await fetchUrl(t.owner, { imageUrl: 'http://pictures.example/picture.png', USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
    expect(errorOf(await fetchUrl(t.owner, {}), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await fetchUrl(t.owner, { imageUrl: '' }, 'urlencoded'), 400)).toBe('BAD_REQUEST');
    expect(connections).toBe(0);
  });
});
