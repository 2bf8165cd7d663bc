import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The server as production runs it: `node src/server/main.ts` in a process of
// its own, so a test can see whether it survives a fault (an unhandled error
// ends it), kill it with a real signal and start another on the same data.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  /** The server, or with neverReaped the parent it runs under. */
  readonly child: ChildProcess;
  /** The server's. */
  readonly pid: number;
  /** http://127.0.0.1:port */
  readonly url: string;
  /** What the process wrote to stderr so far (its error when it stopped). */
  readonly stderr: () => string;
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** True while the process has not ended. */
  readonly alive: () => boolean;
  /** SIGTERM, then waits for the end. */
  readonly stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * Runs the server under a parent that never reaps it, so that once killed
   * it stays a zombie (as it does, for a while, under any parent) until
   * stop() ends that parent too. child, exited and alive are the parent's.
   */
  readonly neverReaped?: boolean;
}

export class ServerStartError extends Error {
  readonly exitCode: number | NodeJS.Signals;
  readonly stderr: string;
  constructor(exitCode: number | NodeJS.Signals, stderr: string) {
    super(`The server stopped before it listened (${exitCode}): ${stderr.trim()}`);
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/**
 * Starts a server on a free loopback port with `env` (DATA_DIR at least) and
 * resolves when it listens; rejects with ServerStartError if it ends first.
 */
export function startServerProcess(env: Readonly<Record<string, string>>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  // The shell starts the server in the background, says its pid, and becomes
  // a sleep, which never waits for children.
  const [command, args] = options.neverReaped
    ? ['/bin/sh', ['-c', '"$0" "$1" & echo "server pid $!"; exec sleep 3600', process.execPath, MAIN]]
    : [process.execPath, [MAIN]];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { stdout } = child;
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  let ended = false;
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? 'SIGKILL');
    });
  });
  return new Promise((resolve, reject) => {
    let pid = options.neverReaped ? undefined : child.pid;
    let port: string | undefined;
    let started = false;
    // Read to the end, so the server never blocks on a full pipe.
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      pid ??= Number(/^server pid (\d+)$/.exec(line)?.[1]) || undefined;
      port ??= /is running at http:\/\/[^:]+:(\d+)\//.exec(line)?.[1];
      if (started || pid === undefined || port === undefined) return;
      started = true;
      const serverPid = pid;
      resolve({
        child,
        pid: serverPid,
        url: `http://127.0.0.1:${port}`,
        stderr: () => errors,
        exited,
        alive: () => !ended,
        async stop() {
          if (options.neverReaped) {
            try {
              process.kill(serverPid, 'SIGTERM');
            } catch {
              // killed already
            }
          }
          if (!ended) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then((code) => reject(new ServerStartError(code, errors)));
  });
}
