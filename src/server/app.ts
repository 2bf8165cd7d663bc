import Fastify, { type FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH } from '../shared/config/siteConfig.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerSpa } from './http/spa.ts';

export interface AppOptions {
  readonly logger?: boolean;
  /** The opened database; the app does not own it (main closes it). */
  readonly database?: Database;
}

/** The HTTP application, without listening: tests inject requests into it. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });

  // Liveness: the process answers. Readiness: it can also reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (options.database && !(await options.database.ping())) {
      return reply.code(503).send({ errors: [{ code: 'NOT_READY', msg: 'The database is not reachable.' }] });
    }
    return { status: 'ready', database: options.database?.engine ?? 'none' };
  });
  app.get(SITE_CONFIG_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.site;
  });

  await registerSpa(app, config.webRoot);
  return app;
}
