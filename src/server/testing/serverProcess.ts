import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TEST_PUBLIC_URL } from './oidcFlow.ts';

// A server in a process of its own, for what only a process can show: a
// kill -9 and the restart after it (src/server/faults), a crash that ends
// the process, the server's own memory under load (scripts/bench,
// scripts/loadtest). The child's stderr is kept, so a failure can say why
// the process died.

export interface ServerProcess<Ready> {
  readonly child: ChildProcess;
  /** What the process announced when it was ready (its port, …). */
  readonly ready: Ready;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** Everything the process wrote to stderr so far. */
  readonly stderr: () => string;
  /** True while the process has not ended. */
  readonly alive: () => boolean;
  /** SIGTERM, as a supervisor stops it; resolves when it has ended. */
  readonly stop: () => Promise<void>;
  /** SIGKILL: no clean-up of any kind; resolves when it has ended. */
  readonly kill: () => Promise<void>;
}

/** What to run: `node <entry>`, or another command (a wrapper around it). */
export type Launch = string | { readonly command: string; readonly args: readonly string[] };

export class ServerStartError extends Error {
  readonly exitCode: number | NodeJS.Signals;
  readonly stderr: string;
  constructor(exitCode: number | NodeJS.Signals, stderr: string) {
    super(`The server stopped before it was ready (${exitCode}): ${stderr.trim().slice(-2000)}`);
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/** Runs `launch` with `env` until a stdout line makes `readyFrom` return something; rejects with ServerStartError if it ends first. */
export async function spawnServer<Ready>(launch: Launch, env: NodeJS.ProcessEnv, readyFrom: (line: string) => Ready | undefined): Promise<ServerProcess<Ready>> {
  const { command, args } = typeof launch === 'string' ? { command: process.execPath, args: [launch] } : launch;
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errorText = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errorText += text));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)));
  const ready = await new Promise<Ready>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const value = readyFrom(line);
      if (value !== undefined) resolve(value);
    });
    void exited.then((code) => reject(new ServerStartError(code, errorText)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const alive = () => child.exitCode === null && child.signalCode === null;
  return { child, ready, exited, stderr: () => errorText, alive, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** The ready line of main.ts: "running at <PUBLIC_URL>/ (listening on <host>:<port>; …)"; the port is the socket's. */
export const LISTENING = /is running at \S+ \(listening on (?:\[[^\]]+\]|[^:\s]+):(\d+);/;

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface MainServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
}

/**
 * `npm start`'s server (src/server/main.ts) on loopback, on a port of its
 * choosing, with DATA_DIR `dataDir`, PostgreSQL when `databaseUrl` is given,
 * and the given seeded accounts; PUBLIC_URL is the tests' (oidcFlow signs in
 * against it whatever the port).
 */
export function startMainServer(options: {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly seedAdmin: string;
  readonly seedUser: string;
  readonly env?: NodeJS.ProcessEnv;
}): Promise<ServerProcess<MainServer>> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_ROOT: '/nonexistent',
    LOG_LEVEL: 'silent',
    SEED_ADMIN: options.seedAdmin,
    SEED_USER: options.seedUser,
    ...options.env,
  };
  return spawnServer(MAIN, env, (line) => {
    const match = LISTENING.exec(line);
    return match ? { origin: `http://127.0.0.1:${match[1]}` } : undefined;
  });
}

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak); undefined off Linux. */
export function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A server started by startServerProcess: where it listens and its own pid (not a wrapper's). */
export interface ListeningServer {
  readonly url: string;
  readonly pid: number;
  /** The line that said it is running (PUBLIC_URL and the socket's address). */
  readonly line: string;
}

/**
 * `npm start`'s server on a free loopback port with `env` (DATA_DIR at
 * least), resolved once it listens. With `neverReaped` it runs under a parent
 * that never reaps it, so once killed it stays a zombie (as it does, for a
 * while, under any parent) until stop() ends that parent too; `child` and
 * `exited` are then the parent's.
 */
export async function startServerProcess(env: Readonly<Record<string, string>>, options: { readonly neverReaped?: boolean } = {}): Promise<ServerProcess<ListeningServer>> {
  // The shell starts the server in the background, says its pid, and becomes a sleep, which never waits for children.
  const launch: Launch = options.neverReaped ? { command: '/bin/sh', args: ['-c', '"$0" "$1" & echo "server pid $!"; exec sleep 3600', process.execPath, MAIN] } : MAIN;
  let pid: number | undefined;
  let url: string | undefined;
  let readyLine = '';
  const server = await spawnServer<ListeningServer>(launch, { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent', ...env }, (line) => {
    pid ??= Number(/^server pid (\d+)$/.exec(line)?.[1]) || undefined;
    const port = LISTENING.exec(line)?.[1];
    if (port) {
      url = `http://127.0.0.1:${port}`;
      readyLine = line;
    }
    return url !== undefined && (pid !== undefined || !options.neverReaped) ? { url, pid: pid ?? -1, line: readyLine } : undefined;
  });
  const serverPid = options.neverReaped ? server.ready.pid : (server.child.pid ?? -1);
  const stopWrapped = async () => {
    try {
      process.kill(serverPid, 'SIGTERM');
    } catch {
      // ended already
    }
    await server.stop();
  };
  return { ...server, ready: { ...server.ready, pid: serverPid }, stop: options.neverReaped ? stopWrapped : server.stop };
}
