import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { call } from '../testing/apiCalls.ts';
import { ServerStartError, startServerProcess } from '../testing/serverProcess.ts';

// Issue 16 item 5: a server killed with SIGKILL does not vanish at once. Its
// threads and its memory (PGlite's runs to hundreds of MB) take a moment to
// go, then it stays a zombie until its parent reaps it, and kill(pid, 0)
// succeeds all that while: a restart in that window was refused as if the
// dead server still held the embedded database. Real processes: the killed
// one is held as a zombie by a parent that never reaps it, so the window
// stays open for as long as the test needs.

/** The state letter of /proc/<pid>/stat ('R', 'S', 'Z', …), undefined once the process is gone. */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

describe('the embedded database after a crash', () => {
  it('lets a restart in while the killed server lingers, and still refuses a second server beside a live one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-restart-'));
    const crashed = await startServerProcess({ DATA_DIR: dataDir }, { neverReaped: true });
    try {
      expect(processState(crashed.ready.pid), 'this test reads /proc, as the lock does (Linux)').toBeDefined();
      process.kill(crashed.ready.pid, 'SIGKILL');
      while (processState(crashed.ready.pid) !== 'Z') await sleep(10);

      const restarted = await startServerProcess({ DATA_DIR: dataDir });
      try {
        expect(await call(restarted.ready.url, '/readyz')).toMatchObject({ status: 200, body: { database: 'pglite' } });

        const second = await startServerProcess({ DATA_DIR: dataDir }).catch((error: unknown) => error);
        expect(second).toBeInstanceOf(ServerStartError);
        expect((second as ServerStartError).stderr).toContain(`Another server (process ${restarted.ready.pid}) is using the embedded database`);
      } finally {
        await restarted.stop();
      }
    } finally {
      await crashed.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
