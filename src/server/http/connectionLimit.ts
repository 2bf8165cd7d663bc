import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from './httpLimits.ts';
import { answerOnSocket } from './socketAnswer.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// Caps on open connections, per client address and in all, checked as each
// connection is accepted and before Node's HTTP parser is attached to it: one
// guest cannot hold every file descriptor of the process, and a connection
// over a cap costs no parsing, no request and no route. It is answered 503
// with Retry-After and closed. Behind a reverse proxy every connection comes
// from the proxy's address: raise or disable the per-address cap there
// (docs/DEPLOYMENT.md) and let the proxy limit its clients.

type ConnectionListener = (socket: Socket) => void;

/** '::ffff:127.0.0.1' (an IPv4 client of a dual-stack listener) counts as '127.0.0.1'. */
function addressOf(socket: Socket): string | undefined {
  const address = socket.remoteAddress;
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export function capConnections(server: Server, limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>, headers: Readonly<Record<string, string>>): void {
  const { maxConnections, maxConnectionsPerAddress } = limits;
  if (maxConnections === 0 && maxConnectionsPerAddress === 0) return;
  const perAddress = new Map<string, number>();
  let total = 0;
  // Node's HTTP server takes connections through its 'connection' listeners;
  // they run only for connections within the caps.
  const admit = server.listeners('connection') as ConnectionListener[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const fromAddress = perAddress.get(address) ?? 0;
    const full = maxConnections > 0 && total >= maxConnections;
    if (full || (maxConnectionsPerAddress > 0 && fromAddress >= maxConnectionsPerAddress)) {
      const msg = full ? 'The server is handling too many connections; try again shortly.' : 'Too many connections from your address; close some and try again.';
      answerOnSocket(socket, 503, headers, { code: SERVER_ERROR_CODES.tooManyConnections, msg }, { 'Retry-After': '10' });
      return;
    }
    total += 1;
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      total -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    for (const listener of admit) listener.call(server, socket);
  });
}
