import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { displayPath, judgeEntryName } from './entryNames.ts';
import { buildZip, zerosBomb, type TestZipEntry } from './zipBuilder.ts';
import { readZip, ZipRefusal, type ZipLimits } from './zipReader.ts';

const dir = mkdtempSync(join(tmpdir(), 'zip-reader-'));
let counter = 0;
const LIMITS: ZipLimits = { maxEntries: 1000, maxUnpackedBytes: 64 * 1024 * 1024 };

/** Writes the archive, reads every entry whole, and says what was read and skipped. */
async function read(entries: readonly TestZipEntry[] | Buffer, limits = LIMITS) {
  const bytes = Buffer.isBuffer(entries) ? entries : buildZip(entries);
  const path = join(dir, `${counter++}.zip`);
  writeFileSync(path, bytes);
  const seen: { path: string; baseName: string; text: string }[] = [];
  const skipped = await readZip(path, bytes.length, limits, async (entry, content) => {
    seen.push({ ...entry, text: (await buffer(content)).toString('utf8') });
    return undefined;
  });
  return { seen, skipped };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ZipRefusal);
  return error as ZipRefusal;
};

describe('reading an untrusted ZIP', () => {
  it('visits files in order, flattening folders and dropping platform noise', async () => {
    const { seen, skipped } = await read([
      { name: 'maps/', data: Buffer.alloc(0), method: 0 },
      { name: 'maps/one.dtms', data: Buffer.from('first') },
      { name: 'two.brf', data: Buffer.from('second'), method: 0 },
      { name: '__MACOSX/maps/._one.dtms', data: Buffer.from('fork') },
      { name: '.DS_Store', data: Buffer.from('ds') },
      { name: 'dir\\three.dtms', data: Buffer.from('third') },
    ]);
    expect(seen).toEqual([
      { path: 'maps/one.dtms', baseName: 'one.dtms', text: 'first' },
      { path: 'two.brf', baseName: 'two.brf', text: 'second' },
      { path: 'dir/three.dtms', baseName: 'three.dtms', text: 'third' },
    ]);
    expect(skipped).toEqual([]);
  });

  it('skips zip slip names and links without reading them (hostile input 1)', async () => {
    const { seen, skipped } = await read([
      { name: '../../evil.dtms', data: Buffer.from('x') },
      { name: '/etc/cron.d/evil.dtms', data: Buffer.from('x') },
      { name: '..\\..\\windows\\evil.dtms', data: Buffer.from('x') },
      { name: 'C:/Windows/evil.dtms', data: Buffer.from('x') },
      { name: 'ok/../../evil.dtms', data: Buffer.from('x') },
      { name: 'passwd.dtms', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
      { name: 'safe.dtms', data: Buffer.from('fine') },
    ]);
    expect(seen.map((entry) => entry.path)).toEqual(['safe.dtms']);
    expect(skipped).toEqual([
      { NAME: '../../evil.dtms', REASON: 'UNSAFE_PATH' },
      { NAME: '/etc/cron.d/evil.dtms', REASON: 'UNSAFE_PATH' },
      { NAME: '../../windows/evil.dtms', REASON: 'UNSAFE_PATH' },
      { NAME: 'C:/Windows/evil.dtms', REASON: 'UNSAFE_PATH' },
      { NAME: 'ok/../../evil.dtms', REASON: 'UNSAFE_PATH' },
      { NAME: 'passwd.dtms', REASON: 'SYMLINK' },
    ]);
    expect(readdirSync(join(dir, '..')).some((name) => name === 'evil.dtms')).toBe(false);
  });

  it('skips encrypted entries and unknown compression methods', async () => {
    const { seen, skipped } = await read([
      // Traditional encryption puts a 12-byte header before the (encrypted) data.
      { name: 'secret.dtms', data: Buffer.alloc(13, 7), method: 0, encrypted: true, claimedUncompressedSize: 1 },
      { name: 'lzma.dtms', data: Buffer.from('x'), methodNumber: 14 },
    ]);
    expect(seen).toEqual([]);
    expect(skipped).toEqual([
      { NAME: 'secret.dtms', REASON: 'ENCRYPTED' },
      { NAME: 'lzma.dtms', REASON: 'UNSUPPORTED_COMPRESSION' },
    ]);
  });

  it('stops a real bomb (1 MiB of deflate unpacking to 1 GiB) at the ratio, early (hostile input 2)', async () => {
    const bomb = zerosBomb(1024);
    expect(bomb.data.length).toBeLessThan(1.1 * 1024 * 1024);
    const started = Date.now();
    const error = await refusal(read([{ name: 'bomb.dtms', raw: bomb }], { maxEntries: 10, maxUnpackedBytes: 2 * 1024 ** 3 }));
    expect(error).toMatchObject({ kind: 'unsafe', reason: 'COMPRESSION_RATIO' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a bomb whose header hides its size as it inflates (the header lie or the ratio, whichever comes first)', async () => {
    const bomb = zerosBomb(256);
    const error = await refusal(read([{ name: 'bomb.dtms', raw: { ...bomb, uncompressedSize: 1000 } }], { maxEntries: 10, maxUnpackedBytes: 2 * 1024 ** 3 }));
    expect(error).toMatchObject({ kind: 'unsafe', reason: 'SIZE_MISMATCH' });
  });

  it('stops at the unpacked total whatever the ratio', async () => {
    const noise = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
    const error = await refusal(read([{ name: 'a.dtms', data: noise }, { name: 'b.dtms', data: noise }], { maxEntries: 10, maxUnpackedBytes: 500_000 }));
    expect(error).toMatchObject({ kind: 'unsafe', reason: 'TOO_MUCH_UNPACKED' });
  });

  it('refuses headers that lie about sizes', async () => {
    const big = Buffer.alloc(200_000, 'a');
    expect(await refusal(read([{ name: 'small.dtms', data: big, claimedUncompressedSize: 10 }]))).toMatchObject({ kind: 'unsafe', reason: 'SIZE_MISMATCH' });
    expect(await refusal(read([{ name: 'big.dtms', data: Buffer.from('tiny'), claimedUncompressedSize: 1_000_000 }]))).toMatchObject({ reason: 'SIZE_MISMATCH' });
    expect(await refusal(read([{ name: 'stored.dtms', data: big, method: 0, claimedUncompressedSize: 5 }]))).toMatchObject({ reason: 'SIZE_MISMATCH' });
  });

  it('refuses 100,000 entries before reading any (ZIP64 end record)', async () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ name: `${i}.dtms`, method: 0 as const }));
    const started = Date.now();
    const error = await refusal(read(entries));
    expect(error).toMatchObject({ kind: 'unsafe', reason: 'TOO_MANY_ENTRIES' });
    expect(error.message).toContain('100000');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says a file that is not a ZIP is a bad archive', async () => {
    expect(await refusal(read(Buffer.from('PK\u0003\u0004 and then nothing useful')))).toMatchObject({ kind: 'bad', reason: 'BAD_ZIP' });
  });

  it('judges names without touching the disk', () => {
    expect(judgeEntryName('a/b/')).toEqual({ kind: 'directory' });
    expect(judgeEntryName('a/b.dtms')).toEqual({ kind: 'file', path: 'a/b.dtms', baseName: 'b.dtms' });
    expect(judgeEntryName('x\u0000.dtms').kind).toBe('unsafe');
    expect(judgeEntryName('a%2f..%2fb.dtms').kind).toBe('file');
    expect(displayPath('evil\u202Egnp.dtms\r\n')).toBe('evil\uFFFDgnp.dtms\uFFFD\uFFFD');
    expect(displayPath('x'.repeat(400))).toHaveLength(300);
  });
});
