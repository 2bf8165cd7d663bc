import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const lockFileIn = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');

describe('the data folder lock', () => {
  it('records the holder and releases on request', () => {
    const file = lockFileIn();
    const release = lockDataDir(file);
    // The pid, and when that process started (a recycled pid is told apart by it).
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second server while the first is running (a lock of an older version: the pid alone)', () => {
    const file = lockFileIn();
    writeFileSync(file, String(process.ppid)); // a process that is certainly alive
    expect(() => lockDataDir(file)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(file)).toThrow(/Another server \(process \d+\)/);
  });

  it('refuses a second server whose lock names the running process and its start time', () => {
    const file = lockFileIn();
    writeFileSync(file, `${process.ppid} ${startTimeOf(process.ppid)}`);
    expect(() => lockDataDir(file)).toThrow(/Another server \(process \d+\)/);
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    const file = lockFileIn();
    writeFileSync(file, `${process.ppid} ${Number(startTimeOf(process.ppid)) + 1}`);
    const release = lockDataDir(file);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('takes over a lock left by a process that died', () => {
    const file = lockFileIn();
    writeFileSync(file, '2147483646');
    const release = lockDataDir(file);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });
});
