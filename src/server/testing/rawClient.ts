import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// A client that speaks HTTP/1.1 by hand over a raw TCP socket, so tests can
// be the slow, unfinished or greedy client a browser never is: headers or a
// body sent a byte at a time, a body that stops, many connections kept open,
// each from a chosen loopback address (127.0.0.2 is another client).

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawOutcome {
  /** Everything the server sent before the connection ended. */
  readonly text: string;
  /** Whether it ended with an error (a reset) rather than a clean close. */
  readonly reset: boolean;
}

export interface RawClient {
  readonly socket: Socket;
  /** Writes unless the connection is already gone. */
  send(data: string | Buffer): void;
  /** Resolves once the connection has ended, whoever ended it. */
  readonly ended: Promise<RawOutcome>;
  /** The next whole answer on this connection (by its Content-Length). */
  nextAnswer(): Promise<RawAnswer>;
}

/** The port of a listening app. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return address.port;
}

/** Parses the first answer in `bytes`, or undefined while it is incomplete. */
export function parseAnswer(bytes: Buffer): (RawAnswer & { readonly length: number }) | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...headerLines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = headEnd + 4 + Number(headers['content-length'] ?? 0);
  if (bytes.length < length) return undefined;
  const body = bytes.subarray(headEnd + 4, length).toString('utf8');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, length };
}

export function rawConnect(port: number, localAddress = '127.0.0.1'): Promise<RawClient> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  let received = Buffer.alloc(0);
  let consumed = 0;
  let reset = false;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resume) => resume());
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('error', () => {
    reset = true;
  });
  const ended = new Promise<RawOutcome>((resolve) =>
    socket.on('close', () => {
      wake();
      resolve({ text: received.toString('utf8'), reset });
    }),
  );
  const client: RawClient = {
    socket,
    send: (data) => {
      if (!socket.destroyed && socket.writable) socket.write(data);
    },
    ended,
    nextAnswer: async () => {
      for (;;) {
        const answer = parseAnswer(received.subarray(consumed));
        if (answer) {
          consumed += answer.length;
          return answer;
        }
        if (socket.destroyed) throw new Error(`the connection ended before a whole answer: ${JSON.stringify(received.subarray(consumed, consumed + 200).toString('latin1'))}`);
        await new Promise<void>((resume) => waiting.push(resume));
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('error', reject);
  });
}

/**
 * Sends `data` in pieces of `size` bytes, one every `everyMs`, until all is
 * sent or the connection is gone. Resolves when it stops.
 */
export async function trickle(client: RawClient, data: Buffer, size: number, everyMs: number): Promise<void> {
  for (let offset = 0; offset < data.length; offset += size) {
    if (client.socket.destroyed || !client.socket.writable) return;
    client.send(data.subarray(offset, offset + size));
    await new Promise((resume) => setTimeout(resume, everyMs));
  }
}
