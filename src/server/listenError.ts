import type { ServerConfig } from './config.ts';

/** The server could not take its port; the message says which and what to set. */
export class ListenError extends Error {}

/**
 * Node's refusal to listen, as one line a person can act on instead of a
 * stack trace; undefined for any other error.
 */
export function listenErrorOf(error: unknown, config: Pick<ServerConfig, 'port' | 'host'>): ListenError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const another = config.port === 65535 ? 8080 : config.port + 1;
  if (code === 'EADDRINUSE') {
    return new ListenError(`Port ${config.port} is already in use (${where}), perhaps by another Tactile Studio: stop that program, or start this one on a free port with PORT (for example PORT=${another} npm start).`);
  }
  if (code === 'EACCES') {
    return new ListenError(`Port ${config.port} may not be opened by this user (${where}; ports below 1024 need privileges): set PORT to one from 1024 (for example PORT=8080 npm start).`);
  }
  if (code === 'EADDRNOTAVAIL') {
    return new ListenError(`This machine has no address ${config.host} to listen on: set HOST to one of its addresses, 127.0.0.1 (this machine only) or 0.0.0.0 (every address).`);
  }
  return undefined;
}
