import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  app = await buildApp(configFromEnv({ WEB_ROOT: webRoot, SUPPORT_URL: 'https://help.example/' }));
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers deep links with the app so reloads work', async () => {
    for (const url of ['/', '/easy/cloud', '/test/braille?x=1', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves files built after the server started', async () => {
    writeFileSync(join(webRoot, 'assets', 'late-456.js'), 'console.log(2)');
    const response = await app.inject({ method: 'GET', url: '/assets/late-456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/drive-app/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [expect.objectContaining({ code: 'NOT_FOUND' })] });
  });

  it('does not fall back to the app for writes', async () => {
    const response = await app.inject({ method: 'POST', url: '/canvas' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the deployment links', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ supportUrl: 'https://help.example/' });
  });

  it('reports health', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('bad input and failures', () => {
  it('answers malformed JSON, a wrong content type and a too-large body with an errors list', async () => {
    const probe = await buildApp(configFromEnv({ WEB_ROOT: webRoot }));
    probe.post('/user-app/v1/probe', async (request) => ({ data: request.body }));
    try {
      const badJson = await probe.inject({ method: 'POST', url: '/user-app/v1/probe', headers: { 'content-type': 'application/json' }, payload: '{"A":' });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ errors: [{ code: 'BAD_REQUEST', msg: expect.any(String) }] });

      const wrongType = await probe.inject({ method: 'POST', url: '/user-app/v1/probe', headers: { 'content-type': 'text/x-unknown' }, payload: 'hello' });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().errors[0].code).toBe('BAD_REQUEST');

      const huge = await probe.inject({ method: 'POST', url: '/user-app/v1/probe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ A: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ errors: [{ code: 'TOO_LARGE', msg: 'The request body is too large.' }] });
    } finally {
      await probe.close();
    }
  });

  it('answers an unexpected failure with a 500 that reveals nothing', async () => {
    const probe = await buildApp(configFromEnv({ WEB_ROOT: webRoot }));
    probe.get('/user-app/v1/explode', async () => {
      throw new Error('secret detail at /srv/app/db.ts:12');
    });
    try {
      const response = await probe.inject({ method: 'GET', url: '/user-app/v1/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: [{ code: 'INTERNAL', msg: 'Something went wrong on the server. Please try again.' }] });
      expect(response.body).not.toContain('secret');
    } finally {
      await probe.close();
    }
  });
});

describe('readiness', () => {
  it('is ready when the database answers, and says which engine it uses', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    const withDatabase = await buildApp(configFromEnv({ WEB_ROOT: webRoot }), { database });
    try {
      const response = await withDatabase.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'pglite' });
    } finally {
      await withDatabase.close();
      await database.close();
    }
  }, 60_000);

  it('answers 503 with an errors list and Retry-After while the database cannot be reached', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    const unreachable: Database = { ...database, ping: async () => false };
    const withoutDatabase = await buildApp(configFromEnv({ WEB_ROOT: webRoot }), { database: unreachable });
    try {
      const response = await withoutDatabase.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ errors: [{ code: 'NOT_READY', msg: 'The database is not reachable.' }] });
    } finally {
      await withoutDatabase.close();
      await database.close();
    }
  }, 60_000);
});

describe('configFromEnv', () => {
  it('uses the embedded defaults of a fresh install', () => {
    const config = configFromEnv({ PORT: '8123' });
    expect(config.dataDir).toMatch(/[\\/]data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.blobStore).toBe('fs');
    expect(config.publicUrl).toBe('http://localhost:8123');
  });

  it('takes a PostgreSQL URL, a data folder and a public address', () => {
    const config = configFromEnv({ DATABASE_URL: 'postgres://app@db.example/tactile', DATA_DIR: '/srv/tactile', PUBLIC_URL: 'https://tactile.example/' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://app@db.example/tactile', dataDir: '/srv/tactile', publicUrl: 'https://tactile.example' });
  });

  it('explains settings it cannot use', () => {
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => configFromEnv({ BLOB_STORE: 'gcs' })).toThrow(/BLOB_STORE must be "fs" \(a folder under DATA_DIR\) or "s3"/);
    expect(() => configFromEnv({ PUBLIC_URL: 'tactile.example' })).toThrow(/PUBLIC_URL must be an http/);
  });

  it('defaults to port 8080 and honours PORT', () => {
    expect(configFromEnv({}).port).toBe(8080);
    expect(configFromEnv({ PORT: '9123' }).port).toBe(9123);
  });

  it('explains a bad PORT or link instead of crashing later', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => configFromEnv({ SUPPORT_URL: 'ftp://x' })).toThrow(/not a valid http\(s\) URL/);
  });
});
