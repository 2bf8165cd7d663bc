import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchBody, type BodyTimeout } from './bodyWatch.ts';

// The body watch on a real connection: it must let go of a request as soon as
// its body is in, so a kept-alive connection carrying many requests does not
// gather listeners (Node warns past ten, and each holds the request alive).

const RULE = { deadlineMs: 60_000, minBytesPerWindow: 1, windowMs: 60_000 };

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that watches every body, reads it and answers how many 'close' listeners its connection holds. */
async function listen(timeouts: BodyTimeout[]): Promise<number> {
  server = createServer((raw: IncomingMessage, res) => {
    watchBody(raw, RULE, (why) => timeouts.push(why));
    raw.resume();
    raw.on('end', () => res.end(String((raw.socket as Socket).listenerCount('close'))));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function post(port: number, agent: Agent, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', agent, headers: { 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the body watch', () => {
  it('lets go of each request on a kept-alive connection once its body is in', async () => {
    const timeouts: BodyTimeout[] = [];
    const port = await listen(timeouts);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const counts: number[] = [];
      for (let i = 0; i < 30; i += 1) counts.push(Number(await post(port, agent, `body ${i}`)));
      // However many requests came before, the connection holds the same few listeners as at the first.
      expect(new Set(counts.slice(1)).size).toBe(1);
      expect(counts.at(-1)).toBeLessThanOrEqual(counts[0] as number);
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
      expect(timeouts).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      agent.destroy();
    }
  });
});
