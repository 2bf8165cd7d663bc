import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfigFromEnv, type SiteConfig } from '../shared/config/siteConfig.ts';
import { ENGINE_IDS, type EngineId } from '../core/braille/index.ts';
import { AuthConfigError, authConfigFromEnv, type AuthConfig } from './auth/authConfig.ts';
import { S3ConfigError, s3ConfigFromEnv, type S3Config } from './blobs/s3Config.ts';
import { BrailleSettingsError, nativeLiblouisOptionsFromEnv } from './braille/brailleSettings.ts';
import type { NativeLiblouisOptions } from './braille/nativeLiblouis.ts';
import { HttpLimitsError, httpLimitsFromEnv, type HttpLimits } from './http/httpLimits.ts';
import { TrustProxyError, trustProxyFromEnv, type TrustProxy } from './http/trustProxy.ts';
import type { ConversionSettings } from './convert/service/conversionSettings.ts';
import { ConversionSettingsError, conversionSettingsFromEnv } from './convert/service/conversionSettingsFromEnv.ts';
import type { DaisySettings } from './daisy/job/daisySettings.ts';
import { DaisySettingsError, daisySettingsFromEnv } from './daisy/job/daisySettingsFromEnv.ts';
import { SigningKeyError, configuredSigningKey, type FirmwareSigningKey } from './firmware/signingKey.ts';

export interface ServerConfig {
  readonly port: number;
  /** The address to listen on: loopback unless HOST says otherwise (a deployment sets 0.0.0.0). */
  readonly host: string;
  /** The built web app (index.html and assets). */
  readonly webRoot: string;
  readonly site: SiteConfig;
  /** Where the embedded database and stored files live. */
  readonly dataDir: string;
  /** A PostgreSQL URL; unset means the embedded PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  /** Connections to PostgreSQL at most (DATABASE_POOL_SIZE); unset is db/postgresPool.ts's default. */
  readonly databasePoolSize: number | undefined;
  /** Data statements prepared per connection (DATABASE_PREPARED_STATEMENTS, on by default; off behind a pooler that cannot keep them). */
  readonly databasePreparedStatements: boolean;
  /** Where files are stored: 'fs' is a folder under dataDir, 's3' an S3-compatible bucket (see `s3`). */
  readonly blobStore: 'fs' | 's3';
  /** The bucket when blobStore is 's3' (S3_* variables). */
  readonly s3: S3Config | undefined;
  /** The address users reach the server at (issuer of the embedded sign-in). */
  readonly publicUrl: string;
  /** Who signs users in: the embedded provider or an outside issuer. */
  readonly auth: AuthConfig;
  /** Origins besides PUBLIC_URL's that may call the API from a browser. */
  readonly corsOrigins: readonly string[];
  /** Braille engines the server may use, most preferred first (BRAILLE_ENGINES). */
  readonly brailleEngines: readonly EngineId[];
  /** The native engine's pool, limits and table-check cache (BRAILLE_WORKERS, BRAILLE_QUEUE, BRAILLE_TIMEOUT_MS, BRAILLE_IDLE_MS, BRAILLE_CACHE_DIR). */
  readonly brailleNative: NativeLiblouisOptions;
  /** Each user's drive space in bytes (DRIVE_QUOTA_MB, default 2048). */
  readonly driveQuotaBytes: number;
  /** Timeouts, the least body rate and connection caps (HTTP_* settings, http/httpLimits.ts). */
  readonly http: HttpLimits;
  /** The reverse proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY; none by default). */
  readonly trustProxy: TrustProxy;
  /** Document conversion: workers, queue lease and attempts, limits, the monthly high-quality allowance (CONVERT_*). */
  readonly conversion: ConversionSettings;
  /** DAISY books: workers, time and size budget (DAISY_*); the queue's lease and attempts are the conversions'. */
  readonly daisy: DaisySettings;
  /**
   * The operator's Ed25519 public key for firmware releases (FIRMWARE_SIGNING_KEY: a PEM file's path or the PEM);
   * unset: main.ts makes the embedded default with the embedded database, else uploads are refused (firmware/signingKey.ts).
   */
  readonly firmwareSigningKey: FirmwareSigningKey | undefined;
}

export class ConfigError extends Error {}

export const DEFAULT_HOST = '127.0.0.1';

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
  const port = portFrom(env['PORT']);
  const blobStore = env['BLOB_STORE']?.trim() || 'fs';
  if (blobStore !== 'fs' && blobStore !== 's3') throw new ConfigError(`BLOB_STORE must be "fs" (a folder under DATA_DIR) or "s3" (an S3-compatible bucket), not "${blobStore}".`);
  let s3: S3Config | undefined;
  try {
    s3 = blobStore === 's3' ? s3ConfigFromEnv(env) : undefined;
  } catch (error) {
    if (error instanceof S3ConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const publicUrl = (env['PUBLIC_URL']?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, not "${publicUrl}".`);
  const databaseUrl = env['DATABASE_URL']?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const databasePoolSize = poolSizeFrom(env['DATABASE_POOL_SIZE']);
  const prepared = env['DATABASE_PREPARED_STATEMENTS']?.trim().toLowerCase() || 'on';
  if (prepared !== 'on' && prepared !== 'off') throw new ConfigError(`DATABASE_PREPARED_STATEMENTS must be "on" or "off", not "${env['DATABASE_PREPARED_STATEMENTS']}".`);
  const origins = (env['CORS_ORIGINS'] ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) throw new ConfigError(`CORS_ORIGINS holds "${origin}", which is not an origin like https://app.example.org.`);
  }
  let auth: AuthConfig;
  try {
    auth = authConfigFromEnv(env, publicUrl);
  } catch (error) {
    if (error instanceof AuthConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const brailleEngines = brailleEnginesFrom(env['BRAILLE_ENGINES']);
  const dataDir = resolve(env['DATA_DIR']?.trim() || 'data');
  let brailleNative: NativeLiblouisOptions;
  try {
    // The server remembers its table checks in the data folder unless told otherwise.
    brailleNative = nativeLiblouisOptionsFromEnv(env, resolve(dataDir, 'cache'));
  } catch (error) {
    if (error instanceof BrailleSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  const driveQuotaBytes = megabytesFrom('DRIVE_QUOTA_MB', env['DRIVE_QUOTA_MB'], 2048);
  let http: HttpLimits;
  try {
    http = httpLimitsFromEnv(env);
  } catch (error) {
    if (error instanceof HttpLimitsError) throw new ConfigError(error.message);
    throw error;
  }
  let conversion: ConversionSettings;
  try {
    conversion = conversionSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof ConversionSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  let daisy: DaisySettings;
  try {
    daisy = daisySettingsFromEnv(env, conversion.queue);
  } catch (error) {
    if (error instanceof DaisySettingsError) throw new ConfigError(error.message);
    throw error;
  }
  let firmwareSigningKey: FirmwareSigningKey | undefined;
  try {
    const value = env['FIRMWARE_SIGNING_KEY']?.trim();
    firmwareSigningKey = value ? configuredSigningKey(value) : undefined;
  } catch (error) {
    if (error instanceof SigningKeyError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    port,
    // Loopback by default: a fresh `npm start` is not open to the whole network (docs/DEPLOYMENT.md sets HOST).
    host: env['HOST']?.trim() || DEFAULT_HOST,
    webRoot: env['WEB_ROOT']?.trim() || DEFAULT_WEB_ROOT,
    site,
    dataDir,
    databaseUrl,
    databasePoolSize,
    databasePreparedStatements: prepared === 'on',
    blobStore,
    s3,
    publicUrl,
    auth,
    corsOrigins: origins,
    brailleEngines,
    brailleNative,
    driveQuotaBytes,
    http,
    trustProxy: trustProxyOf(env['TRUST_PROXY']),
    conversion,
    daisy,
    firmwareSigningKey,
  };
}

function trustProxyOf(value: string | undefined): TrustProxy {
  try {
    return trustProxyFromEnv(value);
  } catch (error) {
    if (error instanceof TrustProxyError) throw new ConfigError(error.message);
    throw error;
  }
}

function poolSizeFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, not "${value}".`);
  return size;
}

function megabytesFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1024 * 1024 * 1024) {
    throw new ConfigError(`${name} must be a whole number of megabytes from 1, not "${value}".`);
  }
  return megabytes * 1024 * 1024;
}

function brailleEnginesFrom(value: string | undefined): EngineId[] {
  if (value === undefined || value.trim() === '') return [...ENGINE_IDS];
  if (value.trim() === 'none') return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(ENGINE_IDS as readonly string[]).includes(name)) {
      throw new ConfigError(`BRAILLE_ENGINES lists "${name}"; the engines are ${ENGINE_IDS.join(', ')} (or "none").`);
    }
  }
  return names as EngineId[];
}
