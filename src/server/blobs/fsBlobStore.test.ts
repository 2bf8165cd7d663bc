import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BlobKeyError, BlobNotFoundError, BlobTooLargeError } from './blobStore.ts';
import { fsBlobStore } from './fsBlobStore.ts';

const newStore = () => {
  const root = mkdtempSync(join(tmpdir(), 'blobs-'));
  return { root, store: fsBlobStore(root) };
};

/** A stream that sends some chunks, then fails, as a dropped upload does. */
function failingAfter(chunks: string[]): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < chunks.length) this.push(chunks[sent++]);
      else this.destroy(new Error('connection reset'));
    },
  });
}

const leftovers = (root: string) => readdirSync(join(root, '.incoming'));

describe('the file-system blob store', () => {
  it('stores a stream and gives the same bytes back', async () => {
    const { store } = newStore();
    const result = await store.put('files/a1', Readable.from(['pin', 'grid']));
    expect(result).toEqual({ size: 7 });
    expect(await text(await store.get('files/a1'))).toBe('pingrid');
    expect(await store.stat('files/a1')).toEqual({ size: 7 });
  });

  it('reads a range of bytes (media players ask for them)', async () => {
    const { store } = newStore();
    await store.put('files/r', Readable.from(['0123456789']));
    expect(await text(await store.get('files/r', { start: 2, end: 5 }))).toBe('2345');
  });

  it('stores bytes given at once', async () => {
    const { store } = newStore();
    await store.put('b', new TextEncoder().encode('점자'));
    expect(await text(await store.get('b'))).toBe('점자');
  });

  it('leaves nothing behind when an upload breaks off', async () => {
    const { root, store } = newStore();
    await expect(store.put('files/broken', failingAfter(['half of ', 'a file']))).rejects.toThrow('connection reset');
    expect(await store.stat('files/broken')).toBeUndefined();
    expect(leftovers(root)).toEqual([]);
  });

  it('refuses content over the limit without keeping any of it', async () => {
    const { root, store } = newStore();
    await expect(store.put('big', Readable.from(['12345', '67890', 'x']), { maxBytes: 10 })).rejects.toThrow(BlobTooLargeError);
    expect(await store.stat('big')).toBeUndefined();
    expect(leftovers(root)).toEqual([]);
    expect(await store.put('exact', Readable.from(['12345', '67890']), { maxBytes: 10 })).toEqual({ size: 10 });
  });

  it('keeps the old content readable until a replacement is complete', async () => {
    const { store } = newStore();
    await store.put('doc', Readable.from(['first']));
    await expect(store.put('doc', failingAfter(['sec']))).rejects.toThrow();
    expect(await text(await store.get('doc'))).toBe('first');
    await store.put('doc', Readable.from(['second']));
    expect(await text(await store.get('doc'))).toBe('second');
  });

  it('refuses keys that could reach outside its folder', async () => {
    const { store } = newStore();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a\\b', '.hidden', 'a/.', '', 'a//b', 'x\u0000y', 'é']) {
      await expect(store.put(key, Readable.from(['x'])), JSON.stringify(key)).rejects.toThrow(BlobKeyError);
      await expect(store.get(key)).rejects.toThrow(BlobKeyError);
    }
  });

  it('says when a blob is missing, and deleting one twice is fine', async () => {
    const { store } = newStore();
    await expect(store.get('nope')).rejects.toThrow(BlobNotFoundError);
    await store.put('gone', Readable.from(['x']));
    await store.delete('gone');
    await store.delete('gone');
    expect(await store.stat('gone')).toBeUndefined();
  });
});

describe('listing and cleaning up the file-system blob store', () => {
  const keysOf = async (store: ReturnType<typeof fsBlobStore>, prefix: string) => {
    const keys: string[] = [];
    for await (const entry of store.list(prefix)) keys.push(entry.key);
    return keys.sort();
  };

  it('lists complete blobs under a prefix, never writes under way', async () => {
    const { root, store } = newStore();
    await store.put('files/a', Readable.from(['1']));
    await store.put('files/b', Readable.from(['22']));
    await store.put('audio/c', Readable.from(['3']));
    await store.put('top', Readable.from(['4']));
    mkdirSync(join(root, '.incoming'), { recursive: true });
    writeFileSync(join(root, '.incoming', 'x.part'), 'half');
    expect(await keysOf(store, 'files/')).toEqual(['files/a', 'files/b']);
    expect(await keysOf(store, 'audio/')).toEqual(['audio/c']);
    expect(await keysOf(store, '')).toEqual(['audio/c', 'files/a', 'files/b', 'top']);
    expect(await keysOf(store, 'nothing/')).toEqual([]);
    const entries = [];
    for await (const entry of store.list('files/b')) entries.push(entry);
    const [entry] = entries;
    expect(entry).toMatchObject({ key: 'files/b', size: 2 });
    expect(entry?.modifiedAt).toBeInstanceOf(Date);
  });

  it('removes the leftovers of unfinished writes older than a time, and only those', async () => {
    const { root, store } = newStore();
    expect(await store.removeUnfinished(new Date())).toBe(0);
    mkdirSync(join(root, '.incoming'), { recursive: true });
    const old = join(root, '.incoming', 'old.part');
    writeFileSync(old, 'crashed');
    utimesSync(old, new Date('2020-01-01'), new Date('2020-01-01'));
    writeFileSync(join(root, '.incoming', 'fresh.part'), 'still coming');
    expect(await store.removeUnfinished(new Date(Date.now() - 60_000))).toBe(1);
    expect(leftovers(root)).toEqual(['fresh.part']);
  });
});
