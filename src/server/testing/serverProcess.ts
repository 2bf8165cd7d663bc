import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The server as production runs it: `node src/server/main.ts` in a process of
// its own, so a test can see whether it survives a fault (an unhandled error
// ends it), kill it with a real signal and start another on the same data.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
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
export function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  let ended = false;
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? 'SIGKILL');
    });
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listening = /is running at http:\/\/[^:]+:(\d+)\//.exec(line);
      if (!listening) return;
      resolve({
        child,
        pid: child.pid!,
        url: `http://127.0.0.1:${listening[1]}`,
        stderr: () => errors,
        exited,
        alive: () => !ended,
        async stop() {
          if (!ended) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then((code) => reject(new ServerStartError(code, errors)));
  });
}
