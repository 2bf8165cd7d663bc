import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../db/testDatabases.ts';
import { openApiPath } from '../../shared/api/openApi.ts';

interface Operation {
  summary: string;
  tags: string[];
  parameters: { name: string; in: string }[];
  description?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('/openapi.json', () => {
  let database: Database;
  let app: FastifyInstance;
  const registered: { method: string; url: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent' }), { database });
    await app.ready();
    registered.push(...routesOf(app));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function fetchDocument(): Promise<Document> {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public/);
    return response.json();
  }

  it('is public, cached and structurally OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(document.components.schemas['Errors']).toBeDefined();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'], `${method} ${path}`).toContain(method);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        // Every {param} of the template is declared, and nothing else is in the path.
        const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
        expect(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath);
      }
    }
    // Every reference points at a component that exists.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const ref of refs) expect(document.components.schemas[ref], ref).toBeDefined();
  });

  it('lists every endpoint the server registers, each under its app', async () => {
    const document = await fetchDocument();
    expect(registered.length).toBeGreaterThan(30);
    for (const route of registered) {
      if (route.method === 'HEAD' && registered.some((other) => other.method === 'GET' && other.url === route.url)) continue;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
    }
    expect(document.paths['/drive-app/v1/dtms/groups']?.['get']?.tags).toEqual(['drive-app']);
    expect(document.paths['/openapi.json']?.['get']?.tags).toEqual(['server']);
  });

  it('describes each API call from its shared definition and schemas', async () => {
    const document = await fetchDocument();
    const listing = document.paths['/drive-app/v1/dtms/groups']?.['get'];
    expect(listing?.description).toBeUndefined();
    expect(listing?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['PAGE_NO', 'PAGE_SIZE', 'SORT', 'PARENT_GROUP_NO']));
    const translate = document.paths['/braille-app/v1/translate']?.['post'];
    expect(translate?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/translateRequest' });
    expect(document.components.schemas['translateRequest']).toMatchObject({ type: 'object', required: expect.arrayContaining(['TABLE', 'DIRECTION', 'LINES']) });
    // Every API route (the …-app prefixes) has a shared definition.
    for (const [path, item] of Object.entries(document.paths)) {
      if (!/^\/(site|user|drive|braille)-app\//.test(path)) continue;
      for (const [method, operation] of Object.entries(item)) expect(operation.description, `${method} ${path} has no shared definition`).toBeUndefined();
    }
  });
});

/**
 * Method and URL of every route, read from Fastify's own router (its printed
 * tree, one node a line, four columns a level), not from our route hook.
 */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)([├└]── )?(\S+)(?: \(([^)]*)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!match || !match[3]) continue;
    const depth = match[2] ? (match[1] ?? '').length / 4 + 1 : 0;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const label = match[3];
    const url = depth === 0 ? label : depth === 1 ? `${parent}${label}` : `${parent}${label}`;
    stack[depth] = url;
    for (const method of (match[4] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) found.push({ method, url });
  }
  return found;
}
