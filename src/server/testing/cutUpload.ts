import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { MultipartForm } from './multipartForm.ts';

// An upload that breaks off, sent byte for byte over a raw socket to a real
// listening server (app.inject cannot drop a connection half-way): the
// request head, the first `cutAt` bytes of the multipart body, a pause until
// the server has read them, then one of the ways a body ends early.

/**
 * How the body stops: `end` finishes the HTTP body cleanly (chunked, then the
 * last chunk) with the multipart form left open, and waits for the answer; `halfClose` ends the socket
 * with fewer bytes than Content-Length promised; `reset` drops the
 * connection (TCP RST), as a client that crashes or loses its network does.
 */
export type CutEnding = 'end' | 'halfClose' | 'reset';

export interface CutUpload {
  readonly url: string;
  readonly token: string;
  readonly form: MultipartForm;
  readonly cutAt: number;
  readonly ending: CutEnding;
  /**
   * Whether to wait, before the body stops, until the server has read the
   * bytes sent; without the pause the stop follows the bytes at once, so it
   * reaches the server while it is still setting up where they go.
   */
  readonly pause: boolean;
}

/** The port of a server started with app.listen. */
export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/** The server side of the next connection `app` accepts, so a test can wait for it to have read what was sent. */
function nextServerSocket(app: FastifyInstance): Promise<Socket> {
  return new Promise((resolve) => app.server.once('connection', resolve));
}

/** Everything the server sends back until the connection closes (a reset or half-close may get nothing). */
function collect(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    // A reset on either side is one of the expected endings, not a failure of the test.
    socket.on('error', () => undefined);
  });
}

/** Sends the cut upload; resolves with the answer's status (undefined when none came) once the connection has closed. */
export async function sendCutUpload(app: FastifyInstance, upload: CutUpload): Promise<number | undefined> {
  const { form, cutAt, ending } = upload;
  const chunked = ending === 'end';
  const head = [
    `POST ${upload.url} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${upload.token}`,
    `Content-Type: ${form.headers['content-type'] ?? ''}`,
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${form.payload.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  const body = form.payload.subarray(0, cutAt);
  const accepted = nextServerSocket(app);
  const socket = connect(portOf(app), '127.0.0.1');
  const answer = collect(socket);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const server = await accepted;
  const sent = Buffer.concat([Buffer.from(head, 'latin1'), chunked && body.length > 0 ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]) : body]);
  socket.write(sent);
  if (upload.pause) {
    await vi.waitFor(() => {
      if (server.bytesRead < sent.length && !server.destroyed) throw new Error('the server has not read the body yet');
    });
  }
  if (ending === 'reset') socket.resetAndDestroy();
  else if (ending === 'halfClose') socket.end();
  // The last chunk without FIN: a client that half-closes is gone before the server can answer (Node ends such a connection).
  else socket.write('0\r\n\r\n');
  const status = /^HTTP\/1\.1 (\d{3})/.exec(await answer)?.[1];
  return status === undefined ? undefined : Number(status);
}
