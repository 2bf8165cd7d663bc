import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 18 item 4: `npm start` with the default settings (blobs in a folder)
// loads no AWS SDK, about 0.7 s and 35 MB it never uses. The server runs in a
// child process with a module hook that lists every module it loads: once
// until its configuration is read (a bad PORT stops it right after every
// module main.ts imports has loaded), and once through openBlobStore.

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const BLOBS = fileURLToPath(new URL('./blobs/blobStoreFromConfig.ts', import.meta.url));
let dir: string;
let hook: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'startup-modules-'));
  hook = join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); loaded.add(result.url); return result; } });
process.on('exit', () => process.stderr.write('\\nLOADED ' + JSON.stringify([...loaded]) + '\\n'));
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loadedBy(args: string[], env: Record<string, string> = {}): string[] {
  const result = spawnSync(process.execPath, ['--import', hook, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  const line = /^LOADED (.+)$/m.exec(result.stderr)?.[1];
  if (!line) throw new Error(`No module list: ${result.stderr.slice(-2000)}`);
  return JSON.parse(line) as string[];
}

const aws = (urls: string[]) => urls.filter((url) => url.includes('@aws-sdk'));

describe('what the server loads at start', () => {
  it('main.ts imports no AWS SDK', () => {
    const urls = loadedBy([MAIN], { PORT: 'not-a-port' });
    expect(urls.some((url) => url.endsWith('/server/app.ts'))).toBe(true);
    expect(aws(urls)).toEqual([]);
  });

  it('the default blob store (a folder) opens without the AWS SDK; an S3 store loads it', () => {
    const script = (store: string) =>
      `const { openBlobStore, blobStoreFromConfig } = await import(${JSON.stringify(BLOBS)});` +
      `const config = { blobStore: '${store}', dataDir: ${JSON.stringify(dir)}, s3: { bucket: 'b', region: 'us-east-1', forcePathStyle: true, prefix: '' } };` +
      (store === 'fs' ? 'await openBlobStore(config);' : 'await blobStoreFromConfig(config);');
    expect(aws(loadedBy(['--input-type=module', '-e', script('fs')]))).toEqual([]);
    expect(aws(loadedBy(['--input-type=module', '-e', script('s3')])).length).toBeGreaterThan(0);
  });
});
