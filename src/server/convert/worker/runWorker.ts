import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConversionFailure } from '../conversion.ts';
import { networkFence } from '../tools/runTool.ts';
import { ANSWER_FILE, type WorkerAnswer, type WorkerRequest } from './workerProtocol.ts';

// Runs one conversion in a Node process of its own, so a hostile file can
// take neither the server's event loop nor its memory: the worker has no
// network (runTool.ts's fence), a V8 heap ceiling, a watch on its whole
// resident memory (pdf.js keeps decoded streams outside the heap), and a wall
// clock; past any of them it is killed and the job is told why. The outside
// programs it runs have their own fences (runTool.ts).

const WORKER_MAIN = fileURLToPath(new URL('./workerMain.ts', import.meta.url));
const WATCH_MS = 200;

export interface WorkerRun {
  readonly answer: WorkerAnswer;
  /** The most resident memory seen of the worker and the programs it ran, in bytes (the bench prints it). */
  readonly peakRssBytes: number;
  readonly elapsedMs: number;
}

/** The resident memory of a process in bytes, from /proc (0 where there is none). */
async function residentBytes(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The processes a process started (its threads' children), from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')));
    return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** The worker's own resident memory, and that of the worker with every program it runs (the DAISY bench samples its own process so). */
export async function treeMemory(pid: number): Promise<{ own: number; tree: number }> {
  const own = await residentBytes(pid);
  let tree = own;
  const queue = await childrenOf(pid);
  for (let seen = 0; queue.length > 0 && seen < 64; seen++) {
    const child = queue.shift() as number;
    tree += await residentBytes(child);
    queue.push(...(await childrenOf(child)));
  }
  return { own, tree };
}

export async function runWorker(request: WorkerRequest, signal?: AbortSignal): Promise<WorkerRun> {
  const requestPath = join(request.workDir, 'request.json');
  await writeFile(requestPath, JSON.stringify(request), 'utf8');
  const heapMb = Math.max(128, Math.floor(request.limits.memoryBytes / (1024 * 1024) / 2));
  const argv = [...networkFence(), process.execPath, `--max-old-space-size=${heapMb}`, '--disable-warning=ExperimentalWarning', WORKER_MAIN, requestPath];
  const started = performance.now();
  let peakRssBytes = 0;
  let stderr = '';

  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; failure?: ConversionFailure }>((resolve) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd: request.workDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: request.workDir, TMPDIR: request.workDir, LANG: 'C.UTF-8', NODE_OPTIONS: '' },
    });
    let failure: ConversionFailure | undefined;
    const kill = (reason: ConversionFailure) => {
      failure ??= reason;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => kill(new ConversionFailure('TIMED_OUT', `The conversion took longer than ${Math.round(request.limits.timeoutMs / 1000)} s.`)), request.limits.timeoutMs);
    const watch = setInterval(() => {
      if (child.pid === undefined) return;
      void treeMemory(child.pid).then(({ own, tree }) => {
        peakRssBytes = Math.max(peakRssBytes, tree);
        // The worker itself within the limit; with the programs it runs (each fenced by its own ceiling) within twice it.
        if (own > request.limits.memoryBytes || tree > 2 * request.limits.memoryBytes) {
          kill(new ConversionFailure('OUT_OF_MEMORY', `The conversion needed more than ${Math.round(request.limits.memoryBytes / 1048576)} MB of memory.`));
        }
      });
    }, WATCH_MS);
    const onAbort = () => kill(new ConversionFailure('INTERNAL', 'The conversion was stopped.'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.stderr.on('error', () => undefined);
    child.on('error', (error) => {
      failure ??= new ConversionFailure('INTERNAL', `The conversion worker could not start: ${error.message}`);
      // A process that never started may never close: answer now (resolving twice is harmless).
      if (child.pid === undefined) {
        clearTimeout(timer);
        clearInterval(watch);
        signal?.removeEventListener('abort', onAbort);
        resolve({ code: null, signal: null, failure });
      }
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      resolve({ code, signal: exitSignal, ...(failure ? { failure } : {}) });
    });
  });
  const elapsedMs = performance.now() - started;
  if (exit.failure) return { answer: { ok: false, code: exit.failure.code, message: exit.failure.message }, peakRssBytes, elapsedMs };
  if (exit.code === 0) {
    try {
      return { answer: JSON.parse(await readFile(join(request.workDir, ANSWER_FILE), 'utf8')) as WorkerAnswer, peakRssBytes, elapsedMs };
    } catch {
      // Fall through: a worker that exits 0 without an answer failed too.
    }
  }
  // V8 out of heap exits with SIGABRT (134) and says so on stderr.
  if (/heap limit|out of memory|Allocation failed/i.test(stderr)) {
    return { answer: { ok: false, code: 'OUT_OF_MEMORY', message: 'The conversion needed more memory than it may use.' }, peakRssBytes, elapsedMs };
  }
  const said = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300);
  return { answer: { ok: false, code: 'INTERNAL', message: `The conversion worker stopped (${exit.signal ?? `exit ${exit.code}`})${said ? `: ${said}` : ''}.` }, peakRssBytes, elapsedMs };
}
