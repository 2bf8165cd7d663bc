import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildZip, type TestZipEntry } from '../../zip/zipBuilder.ts';
import { fixtureFolder } from './testBooks.ts';
import { validateDaisyZip } from './validateZip.ts';

const disposals: string[] = [];
afterEach(async () => {
  await Promise.all(disposals.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function zipOf(entries: TestZipEntry[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'daisy-zip-test-'));
  disposals.push(folder);
  const path = join(folder, 'book.zip');
  await writeFile(path, buildZip(entries));
  return path;
}

async function fixtureEntries(prefix: string): Promise<TestZipEntry[]> {
  const folder = fixtureFolder('audio');
  return Promise.all((await readdir(folder)).map(async (name) => ({ name: `${prefix}${name}`, data: await readFile(join(folder, name)) })));
}

describe('validateDaisyZip', { timeout: 60_000 }, () => {
  it('finds nothing wrong with the zipped audio fixture, in a folder or not', async () => {
    expect(await validateDaisyZip(await zipOf(await fixtureEntries('')))).toEqual([]);
    expect(await validateDaisyZip(await zipOf(await fixtureEntries('book/')))).toEqual([]);
  });

  it('unpacks nothing outside its folder and reports the entry', async () => {
    const entries = [...(await fixtureEntries('')), { name: '../escaped.txt', data: Buffer.from('x') }];
    const problems = await validateDaisyZip(await zipOf(entries));
    expect(problems).toEqual([expect.objectContaining({ rule: 'package', message: expect.stringMatching(/UNSAFE_PATH/) })]);
    await expect(readFile(join(tmpdir(), 'escaped.txt'))).rejects.toThrow();
  });

  it('reports a broken book inside the ZIP', async () => {
    const entries = (await fixtureEntries('')).filter((entry) => entry.name !== 'mo1.smil');
    const problems = await validateDaisyZip(await zipOf(entries));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'book.opf', rule: 'manifest' }));
  });
});
