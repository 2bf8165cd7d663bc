import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, watch } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/freePort.ts';
import { ServerStartError, startServerProcess, type ListeningServer, type ServerProcess } from '../testing/serverProcess.ts';

// Issue 17 item 9, setting up: what `npm start` does before anyone signs in.
// Real server processes (src/server/main.ts): the address it prints, the
// interface it listens on by default, a browser on another name of this
// machine, a port that is taken, and a SIGTERM while it is still starting.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SEEDS = { SEED_ADMIN: 'owner:owner password long enough', SEED_USER: 'other:other password long enough' };

/** Whether a TCP connection to host:port is taken (true) or refused (false). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A GET over a real socket to 127.0.0.1:port with the given headers (Host included): status and Location. */
function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    sent.once('error', reject);
    sent.end();
  });
}

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('npm start with the defaults', () => {
  let dataDir: string;
  let port: number;
  let server: ServerProcess<ListeningServer>;
  let readyLine = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'start-up-'));
    port = await freePort();
    // HOST and PUBLIC_URL unset, as on a fresh checkout; a known port, so PUBLIC_URL's default is known.
    server = await startServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '', PUBLIC_URL: '', ...SEEDS });
    readyLine = server.ready.line;
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints PUBLIC_URL, the address sign-in works at, and where it listens', () => {
    expect(readyLine).toContain(`Tactile Studio is running at http://localhost:${port}/ (listening on 127.0.0.1:${port};`);
  });

  it('listens on loopback only unless HOST says otherwise', async () => {
    // 127.0.0.2 is this machine too (Linux answers all of 127/8), but not the address 127.0.0.1: a server on every interface takes it.
    const everyInterface: Server = createServer();
    await new Promise<void>((resolve) => everyInterface.listen(0, '0.0.0.0', resolve));
    const probePort = (everyInterface.address() as { port: number }).port;
    try {
      expect(await accepts('127.0.0.2', probePort), 'the probe reaches a server on 0.0.0.0').toBe(true);
    } finally {
      everyInterface.close();
    }
    expect(await accepts('127.0.0.1', port)).toBe(true);
    expect(await accepts('127.0.0.2', port)).toBe(false);
  });

  it('sends a browser that came to another name of this machine to PUBLIC_URL, path and query kept', async () => {
    const arrived = await get(port, '/canvas?file=12&page=3', { ...BROWSER, host: `127.0.0.1:${port}` });
    expect(arrived).toEqual({ status: 307, location: `http://localhost:${port}/canvas?file=12&page=3` });
    expect((await get(port, '/', { ...BROWSER, host: `127.0.0.1:${port}` })).location).toBe(`http://localhost:${port}/`);
  });

  it('leaves alone a page on PUBLIC_URL, API calls, health checks, files, proxied requests and callers that are not browsers', async () => {
    const notSent = [
      await get(port, '/canvas', { ...BROWSER, host: `localhost:${port}` }),
      await get(port, '/healthz', { ...BROWSER, host: `127.0.0.1:${port}` }),
      await get(port, '/app-config.json', { ...BROWSER, host: `127.0.0.1:${port}` }),
      await get(port, '/site-app/domains/localhost', { ...BROWSER, host: `127.0.0.1:${port}` }),
      await get(port, '/assets/app.js', { ...BROWSER, host: `127.0.0.1:${port}` }),
      await get(port, '/canvas', { ...BROWSER, host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.7' }),
      await get(port, '/canvas', { accept: 'application/json', host: `127.0.0.1:${port}` }),
      await get(port, '/canvas', { ...BROWSER, host: 'tactile.example.org' }),
    ];
    for (const answer of notSent) expect(answer.status).not.toBe(307);
  });
});

describe('npm start when it cannot start', () => {
  it('says which port is taken and what to set, in one line, and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'port-in-use-'));
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const failed = await startServerProcess({ DATA_DIR: dataDir, PORT: String(port), ...SEEDS }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(ServerStartError);
      const { exitCode, stderr } = failed as ServerStartError;
      expect(exitCode).toBe(1);
      const lines = stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual([expect.stringContaining(`Port ${port} is already in use`)]);
      expect(lines[0]).toContain(`PORT=${port + 1}`);
      // It closed the database on the way out: the data folder's lock is gone.
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('honours a SIGTERM that arrives while it is starting: closes the database, releases the lock, exits 0, never listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'term-at-start-'));
    const lock = join(dataDir, 'pglite.lock');
    try {
      // The lock is taken when the embedded database opens; start-up (opening PGlite, migrations, seeding) is then under way.
      const lockTaken = new Promise<void>((resolve) => {
        const watcher = watch(dataDir, () => {
          if (existsSync(lock)) {
            watcher.close();
            resolve();
          }
        });
      });
      const child = spawn(process.execPath, [MAIN], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent', ...SEEDS },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
      child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)));
      await lockTaken;
      const listeningBeforeSignal = stdout.includes('is running at');
      child.kill('SIGTERM');
      expect(await exited, stderr).toBe(0);
      expect(listeningBeforeSignal, 'the signal came during start-up').toBe(false);
      expect(stdout).not.toContain('is running at');
      expect(stdout).toContain('Stopped: SIGTERM arrived while the server was starting.');
      expect(existsSync(lock)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
