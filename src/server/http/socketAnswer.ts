import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody, type ApiError } from '../../shared/api/errors.ts';

// An answer written straight to a connection, for the cases Fastify never
// sees: a request Node could not parse, headers that came too slowly, a
// connection over the caps. It has the API's `{ errors }` shape and the same
// security headers as every other answer, and closes the connection.

/** How long a closed-for-writing connection may linger so the client can read the answer before it is cut. */
const LINGER_MS = 2000;

export function answerOnSocket(socket: Duplex, status: number, headers: Readonly<Record<string, string>>, error: ApiError, extra: Readonly<Record<string, string>> = {}): void {
  if (socket.destroyed) return;
  socket.on('error', () => socket.destroy());
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(error));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries({ ...headers, ...extra }).map(([name, value]) => `${name}: ${value}`),
  ];
  // What the client still sends is read and dropped: closing with unread
  // bytes would reset the connection and could lose the answer on its way.
  socket.resume();
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
