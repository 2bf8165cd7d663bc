import { buildApp } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { startEmbeddedVacuum } from './db/embeddedVacuum.ts';
import { MigrationError } from './db/migrate.ts';
import { ensureSeedAccounts, type SeedAccount } from './auth/embedded/accounts.ts';
import { sweepExpiredOidcPayloads } from './auth/embedded/oidcAdapter.ts';
import { ensureDefaultMenus } from './services/menus.ts';
import { ensureDefaultOrganisation } from './services/organisation.ts';
import { join } from 'node:path';
import { openBlobStore } from './blobs/blobStoreFromConfig.ts';
import { BlobStoreUnreachableError } from './blobs/blobStoreUnreachable.ts';
import { startTrashPurge } from './drive/trashPurge.ts';
import { startOrphanSweep } from './drive/uploads/orphanSweep.ts';
import { joinServers } from './db/serverPresence.ts';
import { startLifecycle, StopRequested, type Lifecycle } from './lifecycle.ts';
import { ListenError, listenErrorOf } from './listenError.ts';
import { SigningKeyError, firmwareSigningKeyFor, type FirmwareSigningKey } from './firmware/signingKey.ts';

// Entry point of `npm start`: configuration from the environment, listen,
// print where to go, and close cleanly on a signal — also one that arrives
// while the server is still starting (lifecycle.ts).
async function main(life: Lifecycle): Promise<void> {
  const config = configFromEnv(process.env);
  // One store for the app and the jobs that clean it; an S3 bucket must answer before anything else starts.
  const blobs = await openBlobStore(config);
  life.checkpoint();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, preparedStatements: config.databasePreparedStatements, dataDir: config.dataDir });
  life.opened(() => database.close());
  life.checkpoint();
  const { siteNo } = await ensureDefaultOrganisation(database.db, new URL(config.publicUrl).hostname);
  await ensureDefaultMenus(database.db, siteNo);
  const { auth } = config;
  const seeded = auth.kind === 'embedded' ? await ensureSeedAccounts(database.db, { admin: auth.seedAdmin, user: auth.seedUser }) : [];
  // The firmware catalogue's key: FIRMWARE_SIGNING_KEY, else (embedded database only) a pair made once in DATA_DIR.
  let firmwareKey: FirmwareSigningKey | undefined;
  try {
    firmwareKey = await firmwareSigningKeyFor(config.firmwareSigningKey, config.dataDir, database.engine === 'pglite');
  } catch (error) {
    throw error instanceof SigningKeyError ? new ConfigError(error.message) : error;
  }
  life.checkpoint();
  const app = await buildApp(config, { logger: process.env['LOG_LEVEL'] !== 'silent', database, blobs, conversionStart: 'later', firmware: { signingKey: firmwareKey } });
  life.opened(() => app.close());
  // What a crash left (content without a row, half writes, spooled ZIPs) goes before anyone can see it, all of it
  // when no other server shares the database; then hourly, sparing the last hour's (docs/cloud.md, Crash leftovers).
  const presence = await joinServers(config.databaseUrl, (error: unknown) => app.log.warn({ error }, 'server presence connection lost'));
  life.opened(() => presence.close());
  life.checkpoint();
  const stopSweep = await startOrphanSweep(
    { db: database.db, blobs, now: () => new Date(), tmpDir: join(config.dataDir, 'tmp') },
    { aloneOnDatabase: presence.alone, onSwept: (swept, phase) => app.log.info({ swept, phase }, 'orphan sweep done'), onError: (error: unknown) => app.log.error({ error }, 'orphan sweep failed') },
  );
  life.opened(stopSweep);
  await presence.settle();
  // Conversions claim jobs only now: the sweep has removed what a killed server's workers left in tmp.
  app.startConversions();
  // Spec §4: trashed items go after 30 days; at start, then hourly.
  const stopPurge = startTrashPurge({ db: database.db, blobs, now: () => new Date() }, { onError: (error: unknown) => app.log.error({ error }, 'trash purge failed') });
  life.opened(stopPurge);

  // PGlite has no autovacuum of its own: the server does its work (db/embeddedVacuum.ts).
  if (database.engine === 'pglite') {
    life.opened(startEmbeddedVacuum(database.db, { onDone: (done) => app.log.info({ done }, 'embedded vacuum done'), onError: (error: unknown) => app.log.warn({ error }, 'embedded vacuum failed') }));
  }

  // Expired sign-in records are never read; clear them out hourly.
  const sweeper = setInterval(() => void sweepExpiredOidcPayloads(database.db).catch((error: unknown) => app.log.warn({ error }, 'sweep failed')), 3600_000);
  sweeper.unref();
  life.opened(() => clearInterval(sweeper));
  life.checkpoint();

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw listenErrorOf(error, config) ?? error;
  }
  life.started();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  // PUBLIC_URL, not the socket's address: sign-in works on that origin only (the issuer's), and a browser
  // that comes to another name of this machine is sent there (http/publicHost.ts).
  console.log(`\nTactile Studio is running at ${config.publicUrl}/ (listening on ${hostForUrl(config.host)}:${port}; database: ${where})`);
  console.log(auth.kind === 'embedded' ? `Sign-in: embedded, issuer ${auth.issuer}\n${accountLines(seeded)}` : `Sign-in: ${auth.issuer}\n`);
  console.log(firmwareKeyLine(firmwareKey));
}

/** Which key firmware releases must be signed with, and where its private half is when the server made it. */
function firmwareKeyLine(key: FirmwareSigningKey | undefined): string {
  if (!key) return 'Firmware signing key: none (set FIRMWARE_SIGNING_KEY to accept firmware releases)\n';
  const where = key.privateKeyPath ? `\n  private key (sign releases with it: tactile firmware sign --key …): ${key.privateKeyPath}` : '';
  return `Firmware signing key: fingerprint ${key.fingerprint}${where}\n`;
}

/** An IPv6 address in brackets, as in a URL. */
function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** The seeded accounts for the console: a generated password is shown this once only. */
function accountLines(seeded: readonly SeedAccount[]): string {
  const lines = seeded.map(({ seed, loginId, generatedPassword }) => {
    const role = seed === 'admin' ? 'administrator (DOT-ADMIN)' : 'user (DOT-USER)';
    const password = generatedPassword
      ? `password ${generatedPassword}  <- shown only now; write it down`
      : `password as set${seed === 'admin' ? ' in SEED_ADMIN' : ' in SEED_USER'} or printed at first start`;
    return `  ${role.padEnd(26)} login ${loginId}  ${password}`;
  });
  return `Seeded accounts:\n${lines.join('\n')}\n`;
}

const life = startLifecycle({ say: (line) => console.log(line), sayError: (error) => console.error(error), exit: (code) => process.exit(code) });
main(life).catch(async (error: unknown) => {
  await life.closeAll();
  if (error instanceof StopRequested) {
    console.log(`Stopped: ${error.message}`);
    process.exit(0);
  }
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof MigrationError || error instanceof DataDirInUseError || error instanceof BlobStoreUnreachableError || error instanceof ListenError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
