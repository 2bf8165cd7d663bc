import Fastify, { type FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH } from '../shared/config/siteConfig.ts';
import type { ServerConfig } from './config.ts';
import { registerSpa } from './http/spa.ts';

export interface AppOptions {
  readonly logger?: boolean;
}

/** The HTTP application, without listening: tests inject requests into it. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get(SITE_CONFIG_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.site;
  });

  await registerSpa(app, config.webRoot);
  return app;
}
