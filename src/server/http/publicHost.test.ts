import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPublicHostRedirect } from './publicHost.ts';

// Issue 17 item 9: which page requests go to PUBLIC_URL (the real server
// process is in src/server/faults/startUp.test.ts). Sign-in works on
// PUBLIC_URL's origin only; a browser on another name of this machine is sent
// there, and nothing else is.

const BROWSER = { accept: 'text/html' };

async function appFor(publicUrl: string): Promise<FastifyInstance> {
  const app = Fastify();
  registerPublicHostRedirect(app, publicUrl);
  app.get('/*', async () => ({ answered: 'here' }));
  await app.ready();
  return app;
}

describe('the redirect to PUBLIC_URL', () => {
  let local: FastifyInstance;
  let deployed: FastifyInstance;
  beforeAll(async () => {
    local = await appFor('http://localhost:8080');
    deployed = await appFor('https://tactile.example.org');
  });
  afterAll(async () => {
    await local.close();
    await deployed.close();
  });

  it('sends a browser on 127.0.0.1, [::1] or the machine name to the same path and query on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:8080', '[::1]:8080', 'localhost:9090', `${hostname()}:8080`]) {
      const answer = await local.inject({ method: 'GET', url: '/cloud?folder=3', headers: { ...BROWSER, host }, remoteAddress: '127.0.0.1' });
      expect(answer.statusCode, host).toBe(307);
      expect(answer.headers.location, host).toBe('http://localhost:8080/cloud?folder=3');
    }
    const head = await local.inject({ method: 'HEAD', url: '/easy', headers: { ...BROWSER, host: '127.0.0.1:8080' }, remoteAddress: '127.0.0.1' });
    expect(head.statusCode).toBe(307);
  });

  it('sends a deployed server\'s direct visitor on this machine to its public address', async () => {
    const answer = await deployed.inject({ method: 'GET', url: '/library', headers: { ...BROWSER, host: `${hostname()}:8080` }, remoteAddress: '192.0.2.10' });
    expect(answer.headers.location).toBe('https://tactile.example.org/library');
  });

  it('never sends a browser on another machine to a loopback PUBLIC_URL, which would be its own machine', async () => {
    const answer = await local.inject({ method: 'GET', url: '/cloud', headers: { ...BROWSER, host: `${hostname()}:8080` }, remoteAddress: '192.0.2.10' });
    expect(answer.statusCode).toBe(200);
  });

  it('answers where asked: PUBLIC_URL itself, other methods, names of other machines', async () => {
    const cases = [
      { method: 'GET' as const, url: '/cloud', headers: { ...BROWSER, host: 'localhost:8080' } },
      { method: 'POST' as const, url: '/cloud', headers: { ...BROWSER, host: '127.0.0.1:8080' } },
      { method: 'GET' as const, url: '/cloud', headers: { ...BROWSER, host: 'tactile.example.net' } },
    ];
    for (const request of cases) {
      const answer = await local.inject({ ...request, remoteAddress: '127.0.0.1' });
      expect(answer.statusCode, JSON.stringify(request)).not.toBe(307);
    }
  });
});
