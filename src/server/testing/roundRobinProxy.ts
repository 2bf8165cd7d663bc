import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';

// The "simple proxy" in front of several server processes (issue 16, item
// 11): each request goes to the next backend in turn, whatever connection it
// came on, so a journey's consecutive calls land on different processes. It
// adds X-Forwarded-For as a real reverse proxy does, and tells the test which
// backend answered (X-Test-Backend), so the test can show that each one did.

export interface RoundRobinProxy {
  readonly origin: string;
  /** How many requests each backend answered, by index. */
  readonly served: readonly number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const served = backends.map(() => 0);
  let next = 0;

  const forward = async (incoming: IncomingMessage, answer: (backend: number, response: IncomingMessage) => void): Promise<void> => {
    const backend = next;
    next = (next + 1) % backends.length;
    const target = new URL(incoming.url ?? '/', backends[backend]);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = httpRequest(target, { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor }, agent: false });
    outgoing.on('response', (response) => {
      served[backend] = (served[backend] ?? 0) + 1;
      answer(backend, response);
    });
    await pipeline(incoming, outgoing);
  };

  const server: Server = createServer((incoming, reply) => {
    forward(incoming, (backend, response) => {
      reply.writeHead(response.statusCode ?? 502, { ...response.headers, 'x-test-backend': String(backend) });
      pipeline(response, reply).catch(() => reply.destroy());
    }).catch(() => {
      if (!reply.headersSent) reply.writeHead(502).end();
      else reply.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
