import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionFailure } from '../conversion.ts';
import { networkFence, runTool, type ToolRun } from './runTool.ts';

// The fences every outside program of a conversion runs in: each one shown
// holding with a small program that tries to get past it.

const workDir = mkdtempSync(join(tmpdir(), 'run-tool-'));
let trap: Server;
let connections = 0;
let port = 0;

beforeAll(async () => {
  trap = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  port = (trap.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => trap.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

const shell = (script: string, more: Partial<ToolRun> = {}) => runTool({ command: 'sh', args: ['-c', script], workDir, timeoutMs: 10_000, maxOutputBytes: 1024 * 1024, ...more });

async function failureOf(run: Promise<unknown>): Promise<ConversionFailure> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionFailure);
  return error as ConversionFailure;
}

describe('runTool', () => {
  it('answers what the program wrote, in a private home and a clean environment', async () => {
    process.env['TACTILE_SECRET_FOR_TEST'] = 'leaked';
    const { stdout } = await shell('echo "$HOME|$TMPDIR|${TACTILE_SECRET_FOR_TEST:-none}"');
    expect(stdout.toString().trim()).toBe(`${workDir}|${workDir}|none`);
    delete process.env['TACTILE_SECRET_FOR_TEST'];
  });

  it.runIf(networkFence().length > 0)('gives the program no network: it cannot reach even loopback', async () => {
    const result = await shell(`python3 -c "import socket; s = socket.socket(); s.settimeout(2); print(s.connect_ex(('127.0.0.1', ${port})))"`);
    expect(result.stdout.toString().trim()).not.toBe('0');
    expect(connections).toBe(0);
  });

  it('kills a program past its time, and its children with it', async () => {
    const started = Date.now();
    const failure = await failureOf(shell('sleep 30 & sleep 30', { timeoutMs: 500 }));
    expect(failure.code).toBe('TIMED_OUT');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('an abort ends the program and its children, and the run rejects with the abort\'s reason', async () => {
    const controller = new AbortController();
    const pidFile = join(workDir, 'child.pid');
    const running = shell(`sleep 30 & echo $! > ${pidFile}; wait`, { signal: controller.signal });
    let child = '';
    while (child === '') child = readFileSync(pidFile, { encoding: 'utf8', flag: 'a+' }).trim();
    controller.abort(new Error('stopped by the test'));
    await expect(running).rejects.toThrow('stopped by the test');
    // Gone, or a zombie its new parent has yet to reap: not running either way. SIGKILL lands
    // asynchronously, so the state is looked at again for a while before it counts as still running.
    const stateOf = () => {
      try {
        return readFileSync(`/proc/${child}/stat`, 'utf8').replace(/^.*\) /, '').slice(0, 1);
      } catch {
        return '';
      }
    };
    let state = stateOf();
    for (let tries = 0; tries < 100 && !['', 'Z'].includes(state); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = stateOf();
    }
    expect(['', 'Z']).toContain(state);
    await expect(shell('echo never', { signal: controller.signal })).rejects.toThrow('stopped by the test');
  });

  it('stops a program writing too much, to its output or to a file', async () => {
    expect((await failureOf(shell('head -c 3000000 /dev/zero'))).code).toBe('TOO_LARGE');
    expect((await failureOf(shell('head -c 3000000 /dev/zero > big', { maxFileBytes: 1024 * 1024 }))).code).toBe('TOO_LARGE');
  });

  it('holds a program to its memory ceiling', async () => {
    const failure = await failureOf(runTool({ command: 'python3', args: ['-c', 'x = bytearray(2 * 1024 ** 3)'], workDir, timeoutMs: 10_000, maxOutputBytes: 1024, memoryBytes: 256 * 1024 * 1024 }));
    expect(failure.code).toBe('OUT_OF_MEMORY');
  });

  it('says a program that is not installed is missing, and words a failing one', async () => {
    expect((await failureOf(runTool({ command: 'no-such-converter', args: [], workDir, timeoutMs: 1000, maxOutputBytes: 10 }))).code).toBe('TOOL_MISSING');
    const failed = await failureOf(shell('echo "cannot read page 3" >&2; exit 2'));
    expect(failed.code).toBe('DAMAGED');
    expect(failed.message).toContain('cannot read page 3');
  });
});
