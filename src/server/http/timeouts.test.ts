import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';
import { fileForm } from '../testing/multipartForm.ts';
import { parseAnswer, portOf, rawConnect, trickle, type RawAnswer } from '../testing/rawClient.ts';
import { pngOfSize } from '../testing/uploadFixtures.ts';
import type { HttpLimits } from './httpLimits.ts';

// Slow and unfinished requests on a real listening server (issue 16 item 2),
// from a raw socket that is as slow as a test wants. The limits are small so
// each case takes a second or so; what is checked is the outcome (an answer
// 408 and a closed connection, or the upload stored), never how long it took.

const LIMITS: Partial<HttpLimits> = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
  // A few bytes per window: a slow test machine never looks this slow, a trickling client always does.
  bodyMinBytesPerSecond: 10,
  bodyRateWindowMs: 300,
};

/** The answer a connection ended with, after checking it is the API's 408 with the security headers. */
function expectTimedOut(text: string): RawAnswer {
  const answer = parseAnswer(Buffer.from(text));
  expect(answer, text.slice(0, 300)).toBeDefined();
  const { status, headers, body } = answer as RawAnswer;
  expect(status).toBe(408);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['connection']).toBe('close');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(JSON.parse(body)).toEqual({ errors: [{ code: 'REQUEST_TIMEOUT', msg: expect.any(String) }] });
  return answer as RawAnswer;
}

describe.each(TEST_ENGINES)('timeouts on a listening server, %s', (engine) => {
  let t: DriveTestApp;
  let port: number;

  beforeAll(async () => {
    t = await startDriveTestApp(engine, {}, { http: LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  }, 60_000);
  afterAll(async () => t.close());

  const head = (method: string, path: string, headers: Record<string, string | number>) =>
    `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.owner.token}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  /** A quick request from another client, while a slow one holds its connection. */
  async function othersAreServed(): Promise<void> {
    const other = await rawConnect(port, '127.0.0.2');
    other.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await other.nextAnswer()).status).toBe(200);
    other.socket.destroy();
  }

  it('ends headers that trickle in with 408 in the API shape, with the security headers', async () => {
    const client = await rawConnect(port);
    client.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    void trickle(client, Buffer.from('X-Slow: 1\r\n'.repeat(500)), 11, 50);
    expectTimedOut((await client.ended).text);
  }, 20_000);

  it('ends a connection that never sends a request', async () => {
    const client = await rawConnect(port);
    const { text } = await client.ended;
    if (text !== '') expectTimedOut(text);
  }, 20_000);

  it('ends a JSON body that trickles in below the least rate with 408, and serves others meanwhile', async () => {
    const body = Buffer.from(JSON.stringify({ DTM_GROUP_NAME: 'slow', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P' }));
    const client = await rawConnect(port);
    client.send(head('POST', DRIVE_PATHS.createGroup, { 'Content-Type': 'application/json', 'Content-Length': body.length }));
    void trickle(client, body, 1, 200);
    await othersAreServed();
    expectTimedOut((await client.ended).text);
  }, 20_000);

  it('ends a JSON body that stops half way with 408', async () => {
    const body = Buffer.from(JSON.stringify({ DTM_GROUP_NAME: 'stopped', PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P' }));
    const client = await rawConnect(port);
    client.send(head('POST', DRIVE_PATHS.createGroup, { 'Content-Type': 'application/json', 'Content-Length': body.length }));
    client.send(body.subarray(0, body.length / 2));
    expectTimedOut((await client.ended).text);
  }, 20_000);

  it('gives uploads a least rate instead of a total time: at one pace a JSON body is cut at the request timeout, an upload carried through', async () => {
    const json = await rawConnect(port);
    // 1 MB of JSON at this pace would take minutes, far above the least rate all the way.
    json.send(head('POST', DRIVE_PATHS.createGroup, { 'Content-Type': 'application/json', 'Content-Length': 1_000_000 }));
    void trickle(json, Buffer.alloc(1_000_000, 0x20), 2048, 50);
    const form = fileForm('slow line.png', pngOfSize(60_000));
    const upload = await rawConnect(port);
    upload.send(head('POST', DRIVE_PATHS.uploadImage, { ...form.headers, 'Content-Length': form.payload.length }));
    // The same pace: some 1.5 s in all, well past the 600 ms a JSON body gets.
    void trickle(upload, form.payload, 2048, 50);
    const stored = await upload.nextAnswer();
    expect(stored.status, stored.body).toBe(201);
    upload.socket.destroy();
    const cut = expectTimedOut((await json.ended).text);
    expect(cut.body).toContain('did not arrive in time');
  }, 20_000);

  it('ends an upload that trickles below the least rate with 408', async () => {
    const form = fileForm('trickle.png', pngOfSize(4_000));
    const client = await rawConnect(port);
    client.send(head('POST', DRIVE_PATHS.uploadImage, { ...form.headers, 'Content-Length': form.payload.length }));
    client.send(form.payload.subarray(0, 600));
    void trickle(client, form.payload.subarray(600), 1, 200);
    expectTimedOut((await client.ended).text);
    await othersAreServed();
  }, 20_000);

  it('ends an upload that stops with 408', async () => {
    const form = fileForm('stalled.png', pngOfSize(40_000));
    const client = await rawConnect(port);
    client.send(head('POST', DRIVE_PATHS.uploadImage, { ...form.headers, 'Content-Length': form.payload.length }));
    client.send(form.payload.subarray(0, 20_000));
    expectTimedOut((await client.ended).text);
  }, 20_000);

  it('closes a kept-alive connection that stays idle', async () => {
    const client = await rawConnect(port);
    client.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await client.nextAnswer()).status).toBe(200);
    const outcome = await client.ended;
    expect(outcome.reset).toBe(false);
  }, 20_000);
});
