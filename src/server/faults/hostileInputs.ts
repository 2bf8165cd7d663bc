import { connect } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import { BRAILLE_TRANSLATE_PATH } from '../../shared/api/brailleAppPaths.ts';
import { REFRESH_TOKEN_PATH } from '../../shared/api/userApp.ts';
import { dtmsDocument } from '../testing/driveFixtures.ts';
import { multipartForm, type FormPart } from '../testing/multipartForm.ts';
import { TEST_PUBLIC_URL, fetchSend, postForm, startSignIn } from '../testing/oidcFlow.ts';
import { MP3_AUDIO, SAMPLE_DTMS, pngImage } from '../testing/uploadFixtures.ts';
import { holdRequest, type Answer } from './heldRequest.ts';
import type { TestIssuer } from './testIssuer.ts';

// Every hostile input of issue 16 that a test can send, as a list: each is
// fired at a running server process (hostileInputs.test.ts), which must still
// be running and answering /healthz afterwards, and must answer none of them
// with a 500. The list is data, so a new finding is one more entry.

export interface Targets {
  /** The server with the embedded sign-in, a signed-in user's token, and one of their documents (DTM_NO). */
  readonly embedded: { readonly origin: string; readonly token: string; readonly document: string };
  /** The server trusting an outside issuer (OIDC_ISSUER), and that issuer. */
  readonly outside: { readonly origin: string; readonly issuer: TestIssuer };
}

export interface HostileInput {
  readonly name: string;
  /** Which server it is fired at. */
  readonly server: keyof Targets;
  /** Sends it; returns each answer (or the error its connection ended with). */
  fire(targets: Targets): Promise<readonly (Answer | Error)[]>;
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text() };
}

function json(origin: string, token: string | undefined, method: string, path: string, body: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return fetch(`${origin}${path}`, { method, headers, body: JSON.stringify(body) }).then(answerOf);
}

function get(origin: string, token: string | undefined, path: string): Promise<Answer> {
  return fetch(`${origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then(answerOf);
}

/** What each upload route takes: its path, the fields before the file, and a file it accepts. */
function uploadRoutes(document: string): { readonly path: string; readonly fields: FormPart[]; readonly fileName: string; readonly data: Buffer }[] {
  return [
    { path: DRIVE_PATHS.uploadImage, fields: [], fileName: 'picture.png', data: pngImage(200, 200) },
    { path: DRIVE_PATHS.uploadTactile, fields: [], fileName: 'sample.dtms', data: SAMPLE_DTMS },
    { path: DRIVE_PATHS.audio, fields: [{ name: 'DTM_NO', value: document }, { name: 'PAGE_NO', value: '1' }], fileName: 'voice.mp3', data: Buffer.concat([MP3_AUDIO, Buffer.alloc(64 * 1024)]) },
    { path: DRIVE_PATHS.dtmsToJson, fields: [], fileName: 'sample.dtms', data: SAMPLE_DTMS },
    { path: DRIVE_PATHS.dtmaToJson, fields: [], fileName: 'sample.dtms', data: SAMPLE_DTMS },
  ];
}

/**
 * Item 0: a body cut short on every upload route, at several points (inside
 * the file part's headers, right after them, either side of the 512 bytes the
 * server sniffs, further in, just before the file's end), then either ended
 * without the closing boundary or reset; at once, while the server sets up
 * where the bytes go, or after a pause, while it streams them.
 */
function cutUploads(): HostileInput[] {
  const inputs: HostileInput[] = [];
  for (const how of ['ended without the closing boundary', 'reset'] as const) {
    inputs.push({
      name: `an upload ${how}, on every upload route at six cut points, at once and after a pause`,
      server: 'embedded',
      async fire({ embedded }) {
        const answers: (Answer | Error)[] = [];
        for (const route of uploadRoutes(embedded.document)) {
          const form = multipartForm([...route.fields, { name: 'FILE', fileName: route.fileName, data: route.data }]);
          const fileStart = form.payload.indexOf(route.data);
          const headersStart = form.payload.lastIndexOf('Content-Disposition', fileStart);
          const cuts = [headersStart + 20, fileStart, fileStart + 511, fileStart + 513, fileStart + 2000, fileStart + route.data.length - 10];
          for (const [cut, pauseMs] of cuts.flatMap((cut) => [[cut, 0], [cut, 50]] as const)) {
            // Chunked, so ending the body early is an end, not a wait for the declared length.
            const request = holdRequest(embedded.origin, { method: 'POST', path: route.path, headers: { ...form.headers, authorization: `Bearer ${embedded.token}` } });
            await request.send(form.payload.subarray(0, cut));
            // Cut at once (the server is still setting up its pipeline) or after a pause (it is streaming).
            if (pauseMs > 0) await pause(pauseMs);
            if (how === 'reset') request.reset();
            else request.end();
            answers.push(await request.answer);
          }
        }
        return answers;
      },
    });
  }
  return inputs;
}

/** Item 6c: a part named FILE without a filename (busboy takes an octet-stream part as a file), on every upload route. */
const fileWithoutName: HostileInput = {
  name: 'a FILE part without a filename, on every upload route',
  server: 'embedded',
  async fire({ embedded }) {
    const answers: Answer[] = [];
    for (const route of uploadRoutes(embedded.document)) {
      const boundary = 'hostile-boundary';
      const fields = route.fields.map((field) => ('value' in field ? `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}\r\n` : '')).join('');
      const body = Buffer.concat([
        Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="FILE"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        route.data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { authorization: `Bearer ${embedded.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` };
      answers.push(await fetch(`${embedded.origin}${route.path}`, { method: 'POST', headers, body }).then(answerOf));
    }
    return answers;
  },
};

/** Item 7: U+0000 in every text that reaches the database, in JSON, in a query, in an uploaded file, and in the sign-in. */
const nulInText: HostileInput[] = [
  {
    name: 'NUL in JSON: a description, a page\'s alternative text, a file name, a folder name, a DTMS title, a saved document\'s name',
    server: 'embedded',
    async fire({ embedded: { origin, token, document } }) {
      const titled = { ...dtmsDocument({ pages: 1 }), title: 'bad\u0000title' };
      return Promise.all([
        json(origin, token, 'PUT', DRIVE_PATHS.file(document), { DESCRIPTION: 'a\u0000b' }),
        json(origin, token, 'PUT', DRIVE_PATHS.file(document), { PAGE_DESCRIPTIONS: [{ PAGE_NO: 1, ALT_TEXT: 'a\u0000b' }] }),
        json(origin, token, 'PUT', DRIVE_PATHS.file(document), { FILE_NAME: 'a\u0000b' }),
        json(origin, token, 'POST', DRIVE_PATHS.createGroup, { DTM_GROUP_NAME: 'a\u0000b', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P' }),
        json(origin, token, 'POST', DRIVE_PATHS.createFromDtms, { DTMS_JSON: titled }),
        json(origin, token, 'POST', DRIVE_PATHS.createFromDtms, { DTM_NAME: 'a\u0000b', DTMS_JSON: dtmsDocument(), DESCRIPTION: 'c\u0000d' }),
        json(origin, token, 'POST', DRIVE_PATHS.saveFromDtms(document), { DTMS_JSON: titled }),
      ]);
    },
  },
  {
    name: 'NUL in a query: search, folder, file number',
    server: 'embedded',
    fire: ({ embedded: { origin, token } }) =>
      Promise.all([
        get(origin, token, `${DRIVE_PATHS.files}?SEARCH=a%00b`),
        get(origin, token, `${DRIVE_PATHS.groups}?PARENT_GROUP_NO=%00`),
        get(origin, token, `${DRIVE_PATHS.download}?DTM_NO=1%00`),
        get(origin, token, `${DRIVE_PATHS.audioSync}?DTM_NO=%00`),
      ]),
  },
  {
    name: 'NUL inside an uploaded DTMS (its title)',
    server: 'embedded',
    async fire({ embedded: { origin, token } }) {
      const text = JSON.stringify({ ...dtmsDocument({ pages: 1 }), title: 'bad\u0000title' });
      const form = multipartForm([{ name: 'FILE', fileName: 'nul.dtms', data: text }]);
      return [await fetch(`${origin}${DRIVE_PATHS.uploadTactile}`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(form.payload) }).then(answerOf)];
    },
  },
  {
    name: 'NUL in a refresh token and in the sign-in form\'s login',
    server: 'embedded',
    async fire({ embedded: { origin } }) {
      const send = fetchSend(origin);
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL);
      const login = await postForm(send, jar, loginPath, { login: 'user\u0000', password: 'whatever password', action: 'sign-in' });
      return [await json(origin, undefined, 'POST', REFRESH_TOKEN_PATH, { REFRESH_TOKEN: 'a\u0000b' }), { status: login.statusCode, body: login.body }];
    },
  },
];

/** Item 6c: tokens an outside issuer signed that the server must not mistake: the guest's subject, and a login an earlier account had. */
const outsideTokens: HostileInput = {
  name: 'signed tokens with sub GUEST, and with a login an earlier account (another sub) had',
  server: 'outside',
  async fire({ outside: { origin, issuer } }) {
    const remaining = (token: string) => get(origin, token, DRIVE_PATHS.remaining);
    const guest = await issuer.sign('GUEST', { preferred_username: 'guest' });
    const first = await issuer.sign('3f1f0a3e-0000-4000-8000-000000000001', { preferred_username: 'reused' });
    const again = await issuer.sign('3f1f0a3e-0000-4000-8000-000000000002', { preferred_username: 'reused' });
    return [await remaining(guest), await remaining(first), await remaining(again)];
  },
};

/** Item 2: slow and stalled bodies: a trickle, and many bodies that stop, held open while the server is asked something else. */
const slowBodies: HostileInput = {
  name: 'a body that trickles and 200 bodies that stop, then a plain request',
  server: 'embedded',
  async fire({ embedded: { origin, token } }) {
    const stalled = Array.from({ length: 200 }, () => holdRequest(origin, { method: 'POST', path: DRIVE_PATHS.createGroup, headers: { 'content-type': 'application/json', 'content-length': '1000' } }));
    await Promise.all(stalled.map((request) => request.send(Buffer.from('{"DTM_GROUP_NAME":'))));
    const trickle = holdRequest(origin, { method: 'POST', path: DRIVE_PATHS.uploadImage, headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' } });
    for (const byte of '--x\r\nContent-Disposition: form-data; name="FILE"; filename="a.png"\r\n\r\n') {
      await trickle.send(Buffer.from(byte));
      await pause(5);
    }
    const plain = await get(origin, token, DRIVE_PATHS.remaining);
    for (const request of [...stalled, trickle]) request.reset();
    return [plain];
  },
};

/** Node's own refusals (431, 400 for a broken request line) and a few others of the notes. */
const protocolAbuse: HostileInput = {
  name: 'headers over the limit, a broken request line, a translate line over 100,000 characters, a sign-in redirect to another site',
  server: 'embedded',
  async fire({ embedded: { origin } }) {
    const raw = (text: string) =>
      new Promise<Answer | Error>((resolve) => {
        const url = new URL(origin);
        const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
        let reply = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => (reply += chunk));
        socket.on('error', resolve);
        socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(reply)?.[1] ?? 0), body: reply }));
      });
    return [
      await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      await raw('NOT A REQUEST\r\n\r\n'),
      await json(origin, undefined, 'POST', BRAILLE_TRANSLATE_PATH, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: ['a'.repeat(100_001)] }),
      await get(origin, undefined, '/login?redirect=/%09/example.com'),
    ];
  },
};

/** Item 3: a burst of wrong passwords (from one address here; `npm run loadtest` sends them from several). */
const wrongPasswords: HostileInput = {
  name: 'a burst of 40 wrong passwords',
  server: 'embedded',
  async fire({ embedded: { origin } }) {
    const tries = Array.from({ length: 40 }, async (_, index) => {
      const send = fetchSend(origin);
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL);
      const answer = await postForm(send, jar, loginPath, { login: 'owner', password: `wrong ${index}`, action: 'sign-in' });
      return { status: answer.statusCode, body: answer.body };
    });
    return Promise.all(tries);
  },
};

export const HOSTILE_INPUTS: readonly HostileInput[] = [...cutUploads(), fileWithoutName, ...nulInText, outsideTokens, slowBodies, protocolAbuse, wrongPasswords];
