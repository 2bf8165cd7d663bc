import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProgram, liblouisVersion } from './liblouisVersion.ts';

// The version is asked of the program once, and again only when the program
// file changes (an upgrade); a stand-in lou_translate counts how often it runs.

describe('liblouisVersion', () => {
  let dir: string;
  let program: string;
  const runs = async () => (await readFile(join(dir, 'runs'), 'utf8').catch(() => '')).length;
  const install = async (version: string) => {
    await writeFile(program, `#!/bin/sh\nprintf x >> "${dir}/runs"\necho "lou_translate (liblouis) ${version}"\n`);
    await chmod(program, 0o755);
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lou-version-'));
    program = join(dir, 'lou_translate');
    await install('3.24.0');
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('asks once, then answers from the cache file; asks again when the program changes', async () => {
    const cache = join(dir, 'cache');
    expect(await liblouisVersion(program, cache)).toBe('3.24.0');
    expect(await liblouisVersion(program, cache)).toBe('3.24.0');
    expect(await runs()).toBe(1);
    await install('3.30.10');
    expect(await liblouisVersion(program, cache)).toBe('3.30.10');
    expect(await runs()).toBe(2);
  });

  it('asks every time without a cache folder, and answers undefined for a program that is not there', async () => {
    const before = await runs();
    await liblouisVersion(program, undefined);
    await liblouisVersion(program, undefined);
    expect((await runs()) - before).toBe(2);
    expect(await liblouisVersion(join(dir, 'missing'), join(dir, 'cache'))).toBeUndefined();
  });

  it('finds a program on PATH, or says there is none', async () => {
    expect(findProgram('lou_translate', `/nonexistent:${dir}`)).toBe(program);
    expect(findProgram('no-such-program', dir)).toBeUndefined();
  });
});
