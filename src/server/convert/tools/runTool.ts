import { spawn, spawnSync } from 'node:child_process';
import { ConversionFailure } from '../conversion.ts';

// Every outside program a converter runs (pandoc, pdftohtml, pdfinfo,
// pdftoppm, tesseract) runs through here, so each has the same fences:
// - no network: in its own network namespace (`unshare --net`, or as an
//   unprivileged user `unshare --net --map-root-user`) where the machine
//   allows it; the tools are also run in their own no-fetch modes (pandoc
//   --sandbox), so where no namespace can be had nothing fetches either;
// - a memory ceiling (`prlimit --as`), a CPU-time ceiling and a wall-clock
//   timeout after which its whole process group is killed;
// - a bounded output: more than `maxOutputBytes` on stdout is TOO_LARGE, and
//   so is a file larger than `maxFileBytes` (`prlimit --fsize`);
// - a clean environment (PATH, a private HOME and TMPDIR, C.UTF-8).
// A failure is a ConversionFailure with a code the job keeps.

export interface ToolRun {
  readonly command: string;
  readonly args: readonly string[];
  /** The conversion's private folder: the tool's working directory, HOME and TMPDIR. */
  readonly workDir: string;
  readonly timeoutMs: number;
  /** Address-space ceiling in bytes; undefined leaves it to the tool (GHC programs reserve address space they never use). */
  readonly memoryBytes?: number;
  readonly maxOutputBytes: number;
  /** The largest file it may write (pictures pdftohtml or pdftoppm write into workDir); 512 MiB unless said. */
  readonly maxFileBytes?: number;
  readonly stdin?: Uint8Array;
  /** Extra environment (OMP_THREAD_LIMIT for tesseract, for example). */
  readonly env?: Readonly<Record<string, string>>;
  /** Ends the program (its whole process group) when aborted; the run then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

export interface ToolResult {
  readonly stdout: Buffer;
  readonly stderr: string;
}

let fencesProbed: readonly string[] | undefined;

/** The command prefix that gives a program no network, found once: [] when this machine allows none. */
export function networkFence(): readonly string[] {
  if (fencesProbed !== undefined) return fencesProbed;
  for (const prefix of [['unshare', '--net'], ['unshare', '--net', '--map-root-user']]) {
    const probe = spawnSync(prefix[0] as string, [...prefix.slice(1), 'true'], { stdio: 'ignore', timeout: 5000 });
    if (probe.status === 0) return (fencesProbed = prefix);
  }
  return (fencesProbed = []);
}

let prlimitFound: boolean | undefined;
function hasPrlimit(): boolean {
  prlimitFound ??= spawnSync('prlimit', ['--version'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  return prlimitFound;
}

const STDERR_KEPT = 8192;

export function runTool(run: ToolRun): Promise<ToolResult> {
  const cpuSeconds = Math.max(1, Math.ceil(run.timeoutMs / 1000));
  const fileBytes = run.maxFileBytes ?? 512 * 1024 * 1024;
  const limits = hasPrlimit() ? ['prlimit', `--cpu=${cpuSeconds}`, '--nofile=256', `--fsize=${fileBytes}`, ...(run.memoryBytes === undefined ? [] : [`--as=${run.memoryBytes}`]), '--'] : [];
  const argv = [...networkFence(), ...limits, run.command, ...run.args];
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(abortReason(run.signal));
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd: run.workDir,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: run.workDir, TMPDIR: run.workDir, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', ...run.env },
    });
    const chunks: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => stop(new ConversionFailure('TIMED_OUT', `${run.command} took longer than ${run.timeoutMs} ms.`)), run.timeoutMs);
    const onAbort = () => stop(abortReason(run.signal as AbortSignal));
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > run.maxOutputBytes) stop(new ConversionFailure('TOO_LARGE', `${run.command} wrote more than ${run.maxOutputBytes} bytes.`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8').slice(0, STDERR_KEPT - stderr.length);
    });
    // A pipe's own error (the program gone mid-write) is told by 'close' with its exit; unheard, it would end the server.
    child.stdin.on('error', () => undefined);
    child.stdout.on('error', () => undefined);
    child.stderr.on('error', () => undefined);
    child.stdin.end(run.stdin === undefined ? undefined : Buffer.from(run.stdin));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      reject(error.code === 'ENOENT' ? new ConversionFailure('TOOL_MISSING', `${argv[0]} is not installed.`) : new ConversionFailure('INTERNAL', `${run.command} could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (failure !== undefined) return reject(failure);
      if (code === 0) return resolve({ stdout: Buffer.concat(chunks), stderr });
      reject(toolFailure(run.command, code, signal, stderr));
    });
  });
}

/** Why an aborted run ended: the signal's own reason when it is an Error, else a plain "aborted". */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The run was aborted.');
}

/** What a tool's non-zero end means: out of memory and out of CPU time are told apart from the file's own faults. */
function toolFailure(command: string, code: number | null, signal: NodeJS.Signals | null, stderr: string): ConversionFailure {
  if (signal === 'SIGXCPU') return new ConversionFailure('TIMED_OUT', `${command} used up its CPU time.`);
  // The signal itself, or a shell's report of a child ended by it (128 + 25).
  if (signal === 'SIGXFSZ' || code === 153 || /file size limit exceeded/i.test(stderr)) return new ConversionFailure('TOO_LARGE', `${command} wrote a file larger than it may.`);
  if (/out of memory|bad_alloc|cannot allocate|memory exhausted|heap overflow|MemoryError/i.test(stderr)) return new ConversionFailure('OUT_OF_MEMORY', `${command} ran out of memory.`);
  if (code === 127 && /No such file|not found/i.test(stderr)) return new ConversionFailure('TOOL_MISSING', `${command} is not installed.`);
  const said = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300);
  return new ConversionFailure('DAMAGED', `${command} failed (${signal ?? `exit ${code}`})${said ? `: ${said}` : ''}`);
}
