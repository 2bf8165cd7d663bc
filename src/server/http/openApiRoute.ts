import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, buildOpenApiDocument, type RegisteredRoute, type SharedModule } from '../../shared/api/openApi.ts';

// /openapi.json (docs/API.md): public, built once when the app is ready from
// the routes it registered (an onRoute hook added before any route, so it
// sees them all) and every module of src/shared/api, so a new route or a new
// shared schema is in the document without anyone listing it here.

const SHARED_API = new URL('../../shared/api/', import.meta.url);

async function sharedApiModules(): Promise<SharedModule[]> {
  const files = (await readdir(SHARED_API)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts')).sort();
  return Promise.all(files.map(async (file) => (await import(new URL(file, SHARED_API).href)) as SharedModule));
}

/** Call right after creating the app, before any route. */
export function registerOpenApi(app: FastifyInstance, version: string): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  let document = '';
  app.addHook('onReady', async () => {
    document = JSON.stringify(buildOpenApiDocument({ routes, modules: await sharedApiModules(), title: 'Tactile Studio API', version }));
  });
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    reply.type('application/json; charset=utf-8');
    return document;
  });
}
