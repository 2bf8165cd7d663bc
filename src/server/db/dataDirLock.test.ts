import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

const lockFileIn = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');

describe('the data folder lock', () => {
  it('records the holder and releases on request', () => {
    const file = lockFileIn();
    const release = lockDataDir(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second server while the first is running', () => {
    const file = lockFileIn();
    writeFileSync(file, String(process.ppid)); // a process that is certainly alive
    expect(() => lockDataDir(file)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(file)).toThrow(/Another server \(process \d+\)/);
  });

  it('takes over a lock left by a process that died', () => {
    const file = lockFileIn();
    writeFileSync(file, '2147483646');
    const release = lockDataDir(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
