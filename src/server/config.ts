import { fileURLToPath } from 'node:url';
import { siteConfigFromEnv, type SiteConfig } from '../shared/config/siteConfig.ts';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The built web app (index.html and assets). */
  readonly webRoot: string;
  readonly site: SiteConfig;
}

export class ConfigError extends Error {}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));

function portFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/** Configuration from the environment, with the embedded defaults of a fresh install. */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  let site: SiteConfig;
  try {
    site = siteConfigFromEnv(env);
  } catch (error) {
    throw new ConfigError(`A link setting is not a valid http(s) URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: portFrom(env['PORT']),
    host: env['HOST']?.trim() || '0.0.0.0',
    webRoot: env['WEB_ROOT']?.trim() || DEFAULT_WEB_ROOT,
    site,
  };
}
