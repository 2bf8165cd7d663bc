import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { parseAnswer, portOf, rawConnect, type RawClient } from '../testing/rawClient.ts';

// The connection caps on a real listening server (issue 16 item 2): one
// address cannot hold more than its share, the server as a whole no more
// than its total, and the refusal is an answer (503, the API's shape, the
// security headers), not a silence. 127.0.0.2 and 127.0.0.3 are other clients.

const PER_ADDRESS = 3;
const TOTAL = 5;

let app: FastifyInstance;
let port: number;
const open: RawClient[] = [];

// Each test has its own server, so no connection of one test is still counted in the next.
beforeEach(async () => {
  const config = configFromEnv({ WEB_ROOT: '/nonexistent' });
  app = await buildApp({ ...config, http: { ...config.http, maxConnectionsPerAddress: PER_ADDRESS, maxConnections: TOTAL } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(app);
});
afterEach(async () => {
  for (const client of open.splice(0)) client.socket.destroy();
  await app.close();
});

/** A kept-alive connection from `address` that has had one answer: the server counts it. */
async function held(address: string): Promise<RawClient> {
  const client = await rawConnect(port, address);
  open.push(client);
  client.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect((await client.nextAnswer()).status).toBe(200);
  return client;
}

/** Tries new connections from `address` until one is served: the server frees a slot when it sees the close, a moment after the client. */
async function servedOnceFreed(address: string): Promise<void> {
  for (;;) {
    const client = await rawConnect(port, address);
    open.push(client);
    client.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answer = await client.nextAnswer();
    if (answer.status === 200) return;
    expect(answer.status).toBe(503);
    await new Promise((resume) => setTimeout(resume, 20));
  }
}

/** The answer to a new connection from `address` that the caps refuse. */
async function refused(address: string): Promise<void> {
  const client = await rawConnect(port, address);
  client.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const { text } = await client.ended;
  const answer = parseAnswer(Buffer.from(text));
  expect(answer?.status, text.slice(0, 300)).toBe(503);
  expect(answer?.headers['retry-after']).toBe('10');
  expect(answer?.headers['x-frame-options']).toBe('DENY');
  expect(JSON.parse(answer?.body ?? '')).toEqual({ errors: [{ code: 'TOO_MANY_CONNECTIONS', msg: expect.any(String) }] });
}

describe('connection caps', () => {
  it('refuses the connection past the per-address cap while another address is served, and frees the slot on close', async () => {
    const first = await held('127.0.0.1');
    for (let i = 1; i < PER_ADDRESS; i += 1) await held('127.0.0.1');
    await refused('127.0.0.1');
    await held('127.0.0.2');
    first.socket.destroy();
    await first.ended;
    await servedOnceFreed('127.0.0.1');
  }, 20_000);

  it('refuses any connection past the total cap', async () => {
    for (const address of ['127.0.0.1', '127.0.0.1', '127.0.0.2', '127.0.0.2', '127.0.0.3']) await held(address);
    await refused('127.0.0.4');
  }, 20_000);
});
