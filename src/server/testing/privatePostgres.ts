import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort.ts';

// A throwaway PostgreSQL cluster of a test's own, which it may stop and start
// at will (the shared test server must never be stopped): Debian's binaries,
// a temporary folder, a free loopback port, its socket in that folder, no
// fsync. Built the way .ci/postgres.sh builds CI's server.

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  readonly url: string;
  /** Stops the server (fast: sessions are ended, as in a restart or a failover). */
  readonly stop: () => Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  readonly start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  readonly remove: () => Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed version's bin folder, or an error saying what is missing. */
function postgresBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT).filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) {
    throw new Error(
      `No PostgreSQL binaries under ${POSTGRES_ROOT}/*/bin: the outage tests start a private server to stop and start. Install Debian's postgresql package (as .ci/postgres.sh does), or unset TEST_DATABASE_URL to run the PGlite tests only.`,
    );
  }
  return join(POSTGRES_ROOT, newest, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'private-postgres-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: then it runs as the postgres user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const postgresTool = (tool: string, args: readonly string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { env: { ...process.env, PATH: `${process.env['PATH']}:/usr/sbin:/sbin` } }) : run(join(bin, tool), args);

  const port = await freePort();
  await postgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await postgresTool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  };
  const stop = async () => {
    await postgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => undefined); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
