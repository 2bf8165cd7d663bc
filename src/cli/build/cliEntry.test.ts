import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from './buildCli.ts';
import { CHECKOUT, cliCacheDir, cliEntry, freshCliBuild, MANIFEST, readManifest, type CliBuildManifest } from './cliEntry.ts';

// The `tactile` bin runs a bundle of the CLI's sources when it is fresh. The
// bundle must answer exactly as the sources do (the same output, errors and
// exit codes, the files it finds beside its modules), and any change to a
// source must make it stale. Builds go to a folder of the test's own.

const SOURCES = join(CHECKOUT, 'src', 'cli', 'main.ts');

function run(script: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env, input: '' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the CLI bundle', () => {
  let cacheDir: string;
  let bundle: string;
  beforeAll(async () => {
    // Inside the checkout's node_modules, as the real cache folder is, so the bundle's packages resolve.
    const caches = join(cliCacheDir(CHECKOUT), '..');
    mkdirSync(caches, { recursive: true });
    cacheDir = mkdtempSync(join(caches, 'tactile-cli-test-'));
    const entry = await buildCli(CHECKOUT, cacheDir);
    if (entry === undefined) throw new Error('a source changed during the build; run again');
    bundle = fileURLToPath(entry);
  }, 60_000);
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it.each([
    ['braille', '--table', 'en-ueb-g2', 'Hello world'],
    ['braille', '--table', 'en-ueb-g2', '--back', '⠠⠓⠑⠇⠇⠕'],
    ['braille', '--table', 'no-such-table', 'x'],
    ['tables'],
    ['--version'],
    ['--help'],
    ['no-such-command'],
  ])('answers %s … as the sources do', (...args) => {
    const fromBundle = run(bundle, args);
    expect(fromBundle).toEqual(run(SOURCES, args));
    expect(fromBundle.stdout + fromBundle.stderr).not.toBe('');
  });

  it('starts the liblouis-js worker from beside its source when native liblouis is missing', () => {
    // Node alone on PATH: no lou_translate, so en-ueb-g2 goes to liblouis-js, whose worker file the bundle must find.
    const env = { ...process.env, PATH: dirname(process.execPath), BRAILLE_CACHE_DIR: 'off' };
    const args = ['braille', '--table', 'en-ueb-g2', 'Hello world'];
    const fromBundle = run(bundle, args, env);
    expect(fromBundle).toEqual(run(SOURCES, args, env));
    expect(fromBundle).toMatchObject({ status: 0, stdout: expect.stringMatching(/^⠠⠓⠑⠇⠇⠕.⠸⠺\n$/) });
  });

  it('is fresh until a source it was built from changes, is removed, or the checkout moves', () => {
    const entry = freshCliBuild(CHECKOUT, cacheDir);
    expect(entry).toBe(pathToFileURL(bundle).href);
    const manifest = readManifest(cacheDir) as CliBuildManifest;
    expect(manifest.inputs.map(([path]) => path)).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/cli/braille.ts', 'src/core/braille/catalogue.ts', 'src/cli/build/buildCli.ts']));

    // Each variant of the manifest is written in its place, then the real one put back.
    const original = readFileSync(join(cacheDir, MANIFEST), 'utf8');
    const variant = (change: (manifest: CliBuildManifest) => CliBuildManifest | string) => {
      const changed = change(manifest);
      writeFileSync(join(cacheDir, MANIFEST), typeof changed === 'string' ? changed : JSON.stringify(changed));
      try {
        return freshCliBuild(CHECKOUT, cacheDir);
      } finally {
        writeFileSync(join(cacheDir, MANIFEST), original);
      }
    };
    expect(variant((same) => same)).toBeDefined();
    const [first, ...rest] = manifest.inputs;
    if (!first) throw new Error('no inputs');
    expect(variant((m) => ({ ...m, inputs: [[first[0], first[1], first[2] - 1000], ...rest] }))).toBeUndefined();
    expect(variant((m) => ({ ...m, inputs: [[first[0], first[1] + 1, first[2]], ...rest] }))).toBeUndefined();
    expect(variant((m) => ({ ...m, inputs: [...m.inputs, ['src/cli/removed.ts', 1, 1]] }))).toBeUndefined();
    expect(variant((m) => ({ ...m, root: '/elsewhere/' }))).toBeUndefined();
    expect(variant((m) => ({ ...m, dir: 'build-gone' }))).toBeUndefined();
    expect(variant(() => '{"root": "/work/main/", "dir": ')).toBeUndefined();
    expect(variant((m) => ({ ...m, inputs: [] }))).toBeUndefined();
  });

  it('records the module URLs of the sources, so files beside them are found', () => {
    const main = readFileSync(bundle, 'utf8');
    expect(main).toContain(JSON.stringify(pathToFileURL(SOURCES).href));
    expect(main).not.toContain('import.meta.url');
  });

  it("takes Node's modules rather than importing them (an import of node:fs loads forty more)", () => {
    const chunks = readdirSync(dirname(bundle)).map((file) => readFileSync(join(dirname(bundle), file), 'utf8'));
    expect(chunks.join('\n')).toContain('process.getBuiltinModule("node:child_process")');
    for (const chunk of chunks) expect(chunk).not.toMatch(/^import [^;]* from "node:/m);
  });
});

describe('cliEntry', () => {
  it('runs the sources when told to (TACTILE_CLI_BUNDLE=off)', async () => {
    expect(await cliEntry({ TACTILE_CLI_BUNDLE: 'off' })).toBe(pathToFileURL(SOURCES).href);
  });

  it('runs the sources of a checkout it cannot build in', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'tactile-no-checkout-'));
    try {
      expect(await cliEntry({}, `${elsewhere}/`)).toBe(pathToFileURL(join(elsewhere, 'src', 'cli', 'main.ts')).href);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
