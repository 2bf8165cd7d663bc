import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTableChecks } from './tableChecks.ts';

// A stand-in lou_checktable that logs each table it is asked about and passes
// the ones whose name says "good", so the test can count the checks.

function fakeChecker() {
  const dir = mkdtempSync(join(tmpdir(), 'lou-check-'));
  const log = join(dir, 'asked.log');
  const checker = join(dir, 'lou_checktable');
  writeFileSync(checker, ['#!/bin/sh', `echo "$2" >> '${log}'`, 'case "$2" in *good*) exit 0 ;; esac', 'exit 1', ''].join('\n'));
  chmodSync(checker, 0o755);
  const asked = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
  return { dir, checker, asked };
}

describe('which liblouis tables compile, remembered', () => {
  it('checks only the tables asked for, each once, and answers from memory after', async () => {
    const { checker, asked } = fakeChecker();
    const checks = createTableChecks({ checker, version: '3.24.0', cacheDir: undefined, keyParts: [] });
    expect(checks.known('a-good.ctb')).toBeUndefined();
    await checks.check(['a-good.ctb', 'b-bad.ctb']);
    expect(checks.known('a-good.ctb')).toBe(true);
    expect(checks.known('b-bad.ctb')).toBe(false);
    await Promise.all([checks.check(['a-good.ctb']), checks.check(['a-good.ctb', 'b-bad.ctb'])]);
    expect(asked()).toEqual(expect.arrayContaining(['unicode.dis,a-good.ctb', 'unicode.dis,b-bad.ctb']));
    expect(asked()).toHaveLength(2);
    expect(checks.runs).toBe(2);
  });

  it('asks once for a table several calls need at the same moment', async () => {
    const { checker, asked } = fakeChecker();
    const checks = createTableChecks({ checker, version: '3.24.0', cacheDir: undefined, keyParts: [] });
    await Promise.all([checks.check(['c-good.ctb']), checks.check(['c-good.ctb']), checks.check(['c-good.ctb'])]);
    expect(asked()).toEqual(['unicode.dis,c-good.ctb']);
  });

  it('remembers the results on disk for the next process of the same liblouis version, and starts afresh for another version', async () => {
    const { dir, checker, asked } = fakeChecker();
    const cacheDir = join(dir, 'cache');
    const first = createTableChecks({ checker, version: '3.24.0', cacheDir, keyParts: ['lou_translate'] });
    await first.check(['a-good.ctb', 'b-bad.ctb']);
    expect(asked()).toHaveLength(2);

    const next = createTableChecks({ checker, version: '3.24.0', cacheDir, keyParts: ['lou_translate'] });
    expect(next.known('a-good.ctb')).toBe(true);
    expect(next.known('b-bad.ctb')).toBe(false);
    await next.check(['a-good.ctb', 'b-bad.ctb']);
    expect(next.runs).toBe(0);
    expect(asked()).toHaveLength(2);

    const upgraded = createTableChecks({ checker, version: '3.27.0', cacheDir, keyParts: ['lou_translate'] });
    expect(upgraded.known('a-good.ctb')).toBeUndefined();
    await upgraded.check(['a-good.ctb']);
    expect(upgraded.runs).toBe(1);
  });

  it('checks again when the file is damaged, instead of failing', async () => {
    const { dir, checker } = fakeChecker();
    const cacheDir = join(dir, 'cache');
    const first = createTableChecks({ checker, version: '3.24.0', cacheDir, keyParts: [] });
    await first.check(['a-good.ctb']);
    const [file] = (await import('node:fs')).readdirSync(cacheDir);
    writeFileSync(join(cacheDir, file as string), '{not json');
    const next = createTableChecks({ checker, version: '3.24.0', cacheDir, keyParts: [] });
    await next.check(['a-good.ctb']);
    expect(next.runs).toBe(1);
    expect(next.known('a-good.ctb')).toBe(true);
  });
});
