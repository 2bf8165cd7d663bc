import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

/**
 * When the process started, in clock ticks since boot (field 22 of
 * /proc/<pid>/stat), and whether it is a zombie; undefined where there is
 * no /proc (macOS) or no such process.
 */
function procStat(pid: number): { startTime: string; zombie: boolean } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state] = fields;
  return { startTime: fields[19] ?? '', zombie: state === 'Z' || state === 'X' };
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock names still holds it. A process killed with
 * SIGKILL lingers for a while: its threads and memory (PGlite's is large)
 * take a moment to go, and then it stays a zombie until its parent reaps
 * it; kill(pid, 0) succeeds all that time, although it can no longer write
 * anything. And a pid, once free, may be given to an unrelated process. So
 * where /proc tells, a zombie is not a holder, nor a process that started
 * at another time than the one recorded.
 */
function holds(pid: number, startTime: string | undefined): boolean {
  if (!exists(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true; // no /proc: kill(pid, 0) is all there is
  if (stat.zombie) return false;
  return startTime === undefined || startTime === stat.startTime;
}

/** "pid startTime" (the start time missing where there is no /proc, and in locks of older versions). */
function parseLock(text: string): { pid: number; startTime: string | undefined } {
  const [pid, startTime] = text.trim().split(/\s+/);
  return { pid: Number(pid), startTime: startTime || undefined };
}

/**
 * The embedded database is one process's: two servers on one data folder
 * would corrupt it. Takes the lock (left behind by a process that died, it is
 * taken over) and returns its release.
 */
export function lockDataDir(lockFile: string): () => void {
  const own = `${process.pid} ${procStat(process.pid)?.startTime ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, own, { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLock(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid && holds(holder.pid, holder.startTime)) {
        throw new DataDirInUseError(
          `Another server (process ${holder.pid}) is using the embedded database in this data folder. Stop it, or give this one its own DATA_DIR.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockFile}.`);
}
