import { buildApp } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { MigrationError } from './db/migrate.ts';
import { ensureDefaultOrganisation } from './services/organisation.ts';

// Entry point of `npm start`: configuration from the environment, listen,
// print where to go, and close cleanly on a signal.
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureDefaultOrganisation(database.db, new URL(config.publicUrl).hostname);
  const app = await buildApp(config, { logger: process.env['LOG_LEVEL'] !== 'silent', database });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nTactile Studio is running at http://${shownHost}:${port}/ (database: ${where})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof MigrationError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
