import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { parseAnswer, portOf, rawConnect } from '../testing/rawClient.ts';

// Requests Node refuses itself, before Fastify sees them: they get the same
// `{ errors }` shape and security headers as every other answer.

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(app);
});
afterAll(async () => app.close());

async function answerTo(request: string) {
  const client = await rawConnect(port);
  client.send(request);
  const { text } = await client.ended;
  const answer = parseAnswer(Buffer.from(text));
  expect(answer, text.slice(0, 300)).toBeDefined();
  return answer as NonNullable<typeof answer>;
}

describe("Node's own refusals", () => {
  const cases: [string, string, number, string][] = [
    ['a request line that is not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n', 400, 'BAD_REQUEST'],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
  ];
  it.each(cases)('answers %s with the API shape and the security headers, and serves the next client', async (_what, request, status, code) => {
    const { status: got, headers, body } = await answerTo(request);
    expect(got).toBe(status);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(JSON.parse(body)).toEqual({ errors: [{ code, msg: expect.any(String) }] });
    const next = await rawConnect(port);
    next.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await next.nextAnswer()).status).toBe(200);
    next.socket.destroy();
  });
});
