import Fastify, { type FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH, type AppConfig } from '../shared/config/siteConfig.ts';
import type { ServerConfig } from './config.ts';
import { fastifyTrustProxy } from './http/trustProxy.ts';
import type { Database } from './db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/unavailable.ts';
import { registerSignIn } from './auth/signIn.ts';
import { sharedSignInLimits } from './auth/signInLimits.ts';
import type { BoundedQueue } from './http/boundedQueue.ts';
import { registerCors } from './http/cors.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { registerSecurityHeaders, securityHeaderValues } from './http/securityHeaders.ts';
import { clientErrorHandler } from './http/clientErrors.ts';
import { capConnections } from './http/connectionLimit.ts';
import { registerNulGuard } from './http/nulGuard.ts';
import { registerTimeouts, timeoutServerOptions } from './http/timeouts.ts';
import { sendErrors } from './http/present.ts';
import { registerSpa } from './http/spa.ts';
import { registerCompression } from './http/compression.ts';
import { sendRevalidated } from './http/etag.ts';
import { registerPublicHostRedirect } from './http/publicHost.ts';
import { registerOpenApi } from './http/openApiRoute.ts';
import { lazyBrailleEngines } from './braille/brailleEngines.ts';
import { registerBrailleAppRoutes } from './routes/brailleAppRoutes.ts';
import { registerSiteAppRoutes } from './routes/siteAppRoutes.ts';
import { registerUserAppRoutes } from './routes/userAppRoutes.ts';
import { registerUserPreferencesRoutes } from './routes/userPreferencesRoutes.ts';
import { registerDriveApp } from './routes/driveApp/index.ts';
import { registerDeviceAppRoutes } from './routes/deviceAppRoutes.ts';
import type { FirmwareSigningKey } from './firmware/signingKey.ts';
import type { BookRouteDeps } from './routes/driveApp/bookRoutes.ts';
import type { BlobStore } from './blobs/blobStore.ts';
import { blobStoreFromConfig } from './blobs/blobStoreFromConfig.ts';
import type { DriveConfig, DriveDeps } from './drive/driveDeps.ts';
import type { ConversionSettings } from './convert/service/conversionSettings.ts';
import { startConversionRunner } from './convert/service/conversionRunner.ts';
import { DEFAULT_DAISY_SETTINGS, type DaisySettings } from './daisy/job/daisySettings.ts';
import { startDaisyRunner } from './daisy/job/daisyRunner.ts';
import type { MakeBookAudio } from './daisy/job/daisyJob.ts';
import { PAGE_MARKS } from './drive/pageMarks.ts';
import { TACTILE_DOCUMENT_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '../shared/api/driveAppPaths.ts';
import { join } from 'node:path';
import { SERVER_ERROR_CODES } from '../shared/api/errors.ts';

export interface AppOptions {
  readonly logger?: boolean;
  /** The opened database; the app does not own it (main closes it). */
  readonly database?: Database;
  /** Where file contents go; by default the store BLOB_STORE names. */
  readonly blobs?: BlobStore;
  /** Overrides of the drive's limits (tests make them small). */
  readonly drive?: Partial<DriveConfig>;
  /** The clock of trash dates and rate-limit windows (tests move it). */
  readonly now?: () => Date;
  /** The embedded sign-in's password-check queue (tests hold it busy); one per app by default. */
  readonly passwordQueue?: BoundedQueue;
  /** The Book image fetch's resolver and connector (tests: nothing leaves the machine). */
  readonly imageFetch?: BookRouteDeps['imageFetch'];
  /** Overrides of the conversion settings (tests: a short lease, small limits, no runner). */
  readonly conversion?: Partial<ConversionSettings>;
  /**
   * Conversions start when the app is built, or ('later') when `startConversions`
   * is called: main.ts first sweeps what a crash left in the temporary folder.
   */
  readonly conversionStart?: 'now' | 'later';
  /** Overrides of the DAISY job's settings (tests: no runner, a short lease), and its speech step (tests: a fake). It starts with the conversions. */
  readonly daisy?: Partial<DaisySettings> & { readonly makeAudio?: MakeBookAudio };
  /**
   * The firmware catalogue: the operator's signing key (main.ts passes the configured one or the embedded default;
   * without this option, FIRMWARE_SIGNING_KEY's; `signingKey: undefined` is none) and the file limit (tests make it small).
   */
  readonly firmware?: { readonly signingKey?: FirmwareSigningKey | undefined; readonly maxBytes?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts this process's conversion workers (AppOptions.conversionStart 'later'); nothing when there are none. */
    startConversions: () => void;
  }
}

/** The HTTP application, without listening: tests inject requests into it. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const issuerOrigin = new URL(config.auth.issuer).origin;
  const securityHeaders = securityHeaderValues({
    issuerOrigin: issuerOrigin === new URL(config.publicUrl).origin ? undefined : issuerOrigin,
    https: config.publicUrl.startsWith('https:'),
  });
  // Path parameters up to 512 characters reach the route's own validation
  // (a host name may have 253), which answers 400 with a reason.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 512 },
    // Behind a reverse proxy, the client's address for the per-address limits (TRUST_PROXY).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Bounds on slow and unfinished requests, and Node's own refusals in our shape (issue 16).
    ...timeoutServerOptions(config.http),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });
  capConnections(app.server, config.http, securityHeaders);
  // First, so its route hook sees every route registered after it.
  registerOpenApi(app, '1');
  registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaders);
  registerTimeouts(app, config.http);
  registerNulGuard(app);
  registerCompression(app);
  registerCors(app, config.corsOrigins);
  // A browser on another name of this machine goes to PUBLIC_URL, where sign-in works.
  registerPublicHostRedirect(app, config.publicUrl);

  // Liveness: the process answers. Readiness: it can also reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (options.database && !(await options.database.ping())) {
      reply.header('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
      return sendErrors(reply, 503, { code: SERVER_ERROR_CODES.notReady, msg: 'The database is not reachable.' });
    }
    return { status: 'ready', database: options.database?.engine ?? 'none' };
  });
  // Inside every page the app is served in (http/appPage.ts), and here for the dev server, which serves
  // index.html itself: never stale (no-cache), yet a 304 while it is unchanged.
  const siteConfig = JSON.stringify({ ...config.site, signIn: { issuer: config.auth.issuer, clientId: config.auth.clientId } } satisfies AppConfig);
  app.get(SITE_CONFIG_PATH, (request, reply) => sendRevalidated(request, reply, siteConfig));

  const braille = lazyBrailleEngines(config.brailleEngines, config.brailleNative);
  app.addHook('onClose', async () => braille.close());
  registerBrailleAppRoutes(app, braille);

  if (options.database) {
    const limits = sharedSignInLimits(options.database.db, () => (options.now?.() ?? new Date()).getTime());
    const signIn = await registerSignIn(app, config, options.database, { limits, passwords: options.passwordQueue });
    registerUserAppRoutes(app, signIn.refresh, limits.refreshPerAddress);
    registerUserPreferencesRoutes(app, options.database, signIn.resolveCaller);
    registerSiteAppRoutes(app, options.database, signIn.resolveCaller);
    const driveDeps: DriveDeps = {
      db: options.database.db,
      blobs: options.blobs ?? (await blobStoreFromConfig(config)),
      resolveCaller: signIn.resolveCaller,
      config: { ...driveDefaults(config), ...options.drive },
      now: options.now ?? (() => new Date()),
      tmpDir: join(config.dataDir, 'tmp'),
      braille,
    };
    // Conversions run in every server process that has workers (CONVERT_WORKERS); they share the queue.
    const conversionSettings: ConversionSettings = { ...config.conversion, ...options.conversion };
    const runner =
      conversionSettings.workers > 0
        ? startConversionRunner(driveDeps, conversionSettings, (error) => app.log.error({ error }, 'conversion job failed'), options.conversionStart === 'later')
        : undefined;
    if (runner) app.addHook('onClose', () => runner.stop());
    // DAISY books have a runner of their own on the same queue (daisy/job/daisyRunner.ts: books are long).
    const { makeAudio, ...daisyOverrides } = options.daisy ?? {};
    const daisySettings: DaisySettings = { ...(config.daisy ?? DEFAULT_DAISY_SETTINGS), ...daisyOverrides };
    const daisyRunner =
      daisySettings.workers > 0
        ? startDaisyRunner(driveDeps, daisySettings, (error) => app.log.error({ error }, 'DAISY job failed'), options.conversionStart === 'later', makeAudio ? { makeAudio } : {})
        : undefined;
    if (daisyRunner) app.addHook('onClose', () => daisyRunner.stop());
    app.decorate('startConversions', () => {
      runner?.start();
      daisyRunner?.start();
    });
    registerDeviceAppRoutes(app, options.database, driveDeps.blobs, signIn.resolveCaller, {
      signingKey: options.firmware && 'signingKey' in options.firmware ? options.firmware.signingKey : config.firmwareSigningKey,
      now: driveDeps.now,
      ...(options.firmware?.maxBytes !== undefined ? { maxBytes: options.firmware.maxBytes } : {}),
    });
    registerDriveApp(app, driveDeps, { ...(options.imageFetch ? { imageFetch: options.imageFetch } : {}) }, { settings: conversionSettings, wake: () => runner?.wake() }, { wake: () => daisyRunner?.wake() });
  }

  await registerSpa(app, config.webRoot, siteConfig);
  return app;
}

function driveDefaults(config: ServerConfig): DriveConfig {
  return {
    quotaBytes: config.driveQuotaBytes,
    uploadLimitBytes: UPLOAD_LIMIT_BYTES,
    parseLimitBytes: TACTILE_DOCUMENT_LIMIT_BYTES,
    zipMaxEntries: 1000,
    zipMaxUnpackedBytes: UPLOAD_LIMIT_BYTES,
    listingMarks: PAGE_MARKS,
  };
}
