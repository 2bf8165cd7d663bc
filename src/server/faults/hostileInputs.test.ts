import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { WireFile } from '../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES, createThrowawayDatabase } from '../db/testDatabases.ts';
import { dtmsDocument } from '../testing/driveFixtures.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../testing/oidcFlow.ts';
import { startMainServer, type MainServer, type ServerProcess } from '../testing/serverProcess.ts';
import type { Answer } from './heldRequest.ts';
import { HOSTILE_INPUTS, type Targets } from './hostileInputs.ts';
import { startTestIssuer, type TestIssuer } from './testIssuer.ts';

// Nothing a client sends may end the server (issue 16 item 0): every hostile
// input of the issue is fired at the real server in its own process, which
// must then still be running and answer /healthz, and must have answered
// none of them with a 500. A server that died is started again on its data,
// so each input is judged on its own.

const ADMIN = { login: 'owner', password: 'owner password long enough' };

interface Running {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly env?: NodeJS.ProcessEnv;
  process: ServerProcess<MainServer>;
}

async function launch(running: Omit<Running, 'process'>): Promise<Running> {
  const process = await startMainServer({ dataDir: running.dataDir, databaseUrl: running.databaseUrl, seedAdmin: `${ADMIN.login}:${ADMIN.password}`, seedUser: 'other:other password long enough', ...(running.env ? { env: running.env } : {}) });
  return { ...running, process };
}

const isAlive = (running: Running) => running.process.child.exitCode === null && running.process.child.signalCode === null;

describe.each(TEST_ENGINES)('hostile inputs against the server process on %s', (engine) => {
  const dropDatabases: (() => Promise<void>)[] = [];
  const dataDirs: string[] = [];
  let issuer: TestIssuer;
  const servers = {} as Record<keyof Targets, Running>;
  let targets: Targets;

  const fresh = async (env?: NodeJS.ProcessEnv) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostile-'));
    dataDirs.push(dataDir);
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
      databaseUrl = throwaway.url;
      dropDatabases.push(throwaway.drop);
    }
    return launch({ dataDir, databaseUrl, ...(env ? { env } : {}) });
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    [servers.embedded, servers.outside] = await Promise.all([fresh(), fresh({ OIDC_ISSUER: issuer.issuer })]);
    const origin = servers.embedded.process.ready.origin;
    const token = (await signInForTokens(fetchSend(origin), TEST_PUBLIC_URL, ADMIN.login, ADMIN.password)).access_token;
    const created = await fetch(`${origin}${DRIVE_PATHS.createFromDtms}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ DTM_NAME: 'target', DTMS_JSON: dtmsDocument({ pages: 2 }) }),
    });
    const document = ((await created.json()) as { data: WireFile }).data.DTM_NO;
    targets = { embedded: { origin, token, document }, outside: { origin: servers.outside.process.ready.origin, issuer } };
  }, 120_000);

  afterEach(async () => {
    // A server an input killed is started again on its own data (the port changes), so the next input is judged alone.
    for (const name of ['embedded', 'outside'] as const) {
      const running = servers[name];
      if (isAlive(running)) continue;
      servers[name] = await launch(running);
      targets = { ...targets, [name]: { ...targets[name], origin: servers[name].process.ready.origin } };
    }
  }, 120_000);

  afterAll(async () => {
    for (const running of Object.values(servers)) await running.process.kill();
    await issuer?.close();
    for (const drop of dropDatabases) await drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  async function expectStillServing(name: keyof Targets, answers: readonly (Answer | Error)[]): Promise<void> {
    const running = servers[name];
    expect(isAlive(running), `the server process ended: ${running.process.stderr().slice(-1500)}`).toBe(true);
    expect((await fetch(`${running.process.ready.origin}/healthz`)).status).toBe(200);
    const failures = answers.filter((answer): answer is Answer => !(answer instanceof Error) && answer.status >= 500 && answer.status !== 503);
    expect(failures.map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
  }

  it.each(HOSTILE_INPUTS.map((input) => [input.name, input] as const))('%s', async (_name, input) => {
    const answers = await input.fire(targets);
    await expectStillServing(input.server, answers);
  }, 120_000);

  // Item 0: PostgreSQL ends the server's idle connections (a restart, a failover, an administrator).
  if (engine === 'postgres') {
    it('PostgreSQL ending every connection of the server', async () => {
      const { origin, token } = targets.embedded;
      const admin = new pg.Client({ connectionString: servers.embedded.databaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      // The call after it: an answer (503 while the database is away is fine), or the error of a server that died.
      const after = await fetch(`${origin}${DRIVE_PATHS.remaining}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (response): Promise<Answer> => ({ status: response.status, body: await response.text() }),
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      await expectStillServing('embedded', [after]);
    }, 60_000);
  }
});
