import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';

describe('cross-origin calls', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', CORS_ORIGINS: 'https://app.school.example' }), { database });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const preflight = (origin: string, url = '/user-app/v1/login/refresh-token') =>
    app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('lets a configured origin call the API, with credentials', async () => {
    const answer = await preflight('https://app.school.example');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('https://app.school.example');
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(answer.headers['access-control-allow-headers']).toContain('Authorization');
    const call = await app.inject({ method: 'GET', url: '/site-app/v1/domains/localhost', headers: { origin: 'https://app.school.example' } });
    expect(call.headers['access-control-allow-origin']).toBe('https://app.school.example');
  });

  it('gives any other origin nothing to go on', async () => {
    for (const origin of ['https://evil.example', 'https://app.school.example.evil.example', 'null']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });

  it('lets the embedded provider\'s token endpoint answer a configured origin with credentials', async () => {
    const answer = await preflight('https://app.school.example', '/realms/dot/protocol/openid-connect/token');
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses a malformed CORS_ORIGINS at start-up', () => {
    expect(() => configFromEnv({ CORS_ORIGINS: 'https://ok.example, not-an-origin' })).toThrow(/CORS_ORIGINS/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'https://ok.example/with/path' })).toThrow(/CORS_ORIGINS/);
  });
});
