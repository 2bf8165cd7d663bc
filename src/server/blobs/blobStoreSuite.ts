import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobKeyError, BlobNotFoundError, BlobTooLargeError, type BlobStore } from './blobStore.ts';

// The tests every blob store passes, whatever holds the bytes: a store test
// file calls describeBlobStore with a way to make a fresh, empty store and to
// look at what the store keeps of writes that never finished.

export interface BlobStoreUnderTest {
  readonly store: BlobStore;
  /** How many unfinished writes the store still keeps (fs: .part files; S3: multipart uploads). */
  readonly unfinished: () => Promise<number>;
  /** Leaves the start of a write as a crash would, last touched at `when`. */
  readonly leaveUnfinished: (when: Date) => Promise<void>;
}

export interface BlobStoreKind {
  readonly name: string;
  /** Once for the file: start what the stores need (a server). */
  readonly setUp?: () => Promise<void>;
  readonly tearDown?: () => Promise<void>;
  /** A fresh store, empty, for one test. */
  readonly newStore: () => Promise<BlobStoreUnderTest>;
}

/** A stream that sends some chunks, then fails, as a dropped upload does. */
export function failingAfter(chunks: string[]): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < chunks.length) this.push(chunks[sent++]);
      else this.destroy(new Error('connection reset'));
    },
  });
}

/** Every key under `prefix`, sorted. */
export async function keysOf(store: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of store.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export function describeBlobStore(kind: BlobStoreKind): void {
  describe(`the ${kind.name} blob store`, () => {
    if (kind.setUp) beforeAll(kind.setUp, 30_000);
    if (kind.tearDown) afterAll(kind.tearDown);

    it('stores a stream and gives the same bytes back', async () => {
      const { store } = await kind.newStore();
      const result = await store.put('files/a1', Readable.from(['pin', 'grid']));
      expect(result).toEqual({ size: 7 });
      expect(await text(await store.get('files/a1'))).toBe('pingrid');
      expect(await store.stat('files/a1')).toEqual({ size: 7 });
    });

    it('reads a range of bytes (media players ask for them)', async () => {
      const { store } = await kind.newStore();
      await store.put('files/r', Readable.from(['0123456789']));
      expect(await text(await store.get('files/r', { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await store.get('files/r', { start: 9, end: 9 }))).toBe('9');
    });

    it('stores bytes given at once, and nothing at all', async () => {
      const { store } = await kind.newStore();
      await store.put('b', new TextEncoder().encode('점자'));
      expect(await text(await store.get('b'))).toBe('점자');
      expect(await store.put('empty', new Uint8Array())).toEqual({ size: 0 });
      expect(await store.stat('empty')).toEqual({ size: 0 });
      expect(await text(await store.get('empty'))).toBe('');
    });

    it("is the last stage of a caller's pipeline, counting what it took", async () => {
      const { store } = await kind.newStore();
      const upper = new Transform({ transform: (chunk: Buffer, _encoding, done) => done(null, chunk.toString('utf8').toUpperCase()) });
      const writer = store.writer('files/p');
      await pipeline(Readable.from(['dot ', 'pad']), upper, writer);
      expect(writer.size).toBe(7);
      expect(await text(await store.get('files/p'))).toBe('DOT PAD');
    });

    it('shows nothing under the key until the writer has finished', async () => {
      const { store } = await kind.newStore();
      const writer = store.writer('files/slow');
      await new Promise<void>((resolve, reject) => writer.write('first half ', (error) => (error ? reject(error) : resolve())));
      expect(await store.stat('files/slow')).toBeUndefined();
      await expect(store.get('files/slow')).rejects.toThrow(BlobNotFoundError);
      expect(await keysOf(store, 'files/')).toEqual([]);
      await new Promise<void>((resolve, reject) => {
        writer.on('error', reject);
        writer.end('second half', resolve);
      });
      expect(await text(await store.get('files/slow'))).toBe('first half second half');
    });

    it('leaves nothing behind when an upload breaks off', async () => {
      const { store, unfinished } = await kind.newStore();
      await expect(store.put('files/broken', failingAfter(['half of ', 'a file']))).rejects.toThrow('connection reset');
      expect(await store.stat('files/broken')).toBeUndefined();
      expect(await keysOf(store, '')).toEqual([]);
      expect(await unfinished()).toBe(0);
    });

    it('leaves nothing behind when the writer is destroyed mid-write', async () => {
      const { store, unfinished } = await kind.newStore();
      const writer = store.writer('files/cut');
      await new Promise<void>((resolve, reject) => writer.write('some bytes', (error) => (error ? reject(error) : resolve())));
      await new Promise((resolve) => writer.on('close', resolve).destroy());
      expect(await store.stat('files/cut')).toBeUndefined();
      expect(await unfinished()).toBe(0);
    });

    it('refuses content over the limit without keeping any of it', async () => {
      const { store, unfinished } = await kind.newStore();
      await expect(store.put('big', Readable.from(['12345', '67890', 'x']), { maxBytes: 10 })).rejects.toThrow(BlobTooLargeError);
      expect(await store.stat('big')).toBeUndefined();
      expect(await unfinished()).toBe(0);
      expect(await store.put('exact', Readable.from(['12345', '67890']), { maxBytes: 10 })).toEqual({ size: 10 });
    });

    it('keeps the old content readable until a replacement is complete', async () => {
      const { store } = await kind.newStore();
      await store.put('doc', Readable.from(['first']));
      await expect(store.put('doc', failingAfter(['sec']))).rejects.toThrow();
      expect(await text(await store.get('doc'))).toBe('first');
      await store.put('doc', Readable.from(['second']));
      expect(await text(await store.get('doc'))).toBe('second');
    });

    it('refuses keys that could reach outside its place', async () => {
      const { store } = await kind.newStore();
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a\\b', '.hidden', 'a/.', '', 'a//b', 'x\u0000y', 'é', 'a?b', 'a b']) {
        await expect(store.put(key, Readable.from(['x'])), JSON.stringify(key)).rejects.toThrow(BlobKeyError);
        await expect(store.get(key)).rejects.toThrow(BlobKeyError);
        await expect(store.stat(key)).rejects.toThrow(BlobKeyError);
        await expect(store.delete(key)).rejects.toThrow(BlobKeyError);
      }
    });

    it('says when a blob is missing, and deleting one twice is fine', async () => {
      const { store } = await kind.newStore();
      await expect(store.get('nope')).rejects.toThrow(BlobNotFoundError);
      await expect(store.get('nope', { start: 0, end: 3 })).rejects.toThrow(BlobNotFoundError);
      expect(await store.stat('nope')).toBeUndefined();
      await store.put('gone', Readable.from(['x']));
      await store.delete('gone');
      await store.delete('gone');
      expect(await store.stat('gone')).toBeUndefined();
    });

    it('lists complete blobs under a prefix, never writes under way', async () => {
      const { store, leaveUnfinished } = await kind.newStore();
      await store.put('files/a', Readable.from(['1']));
      await store.put('files/b', Readable.from(['22']));
      await store.put('audio/c', Readable.from(['3']));
      await store.put('top', Readable.from(['4']));
      await leaveUnfinished(new Date());
      expect(await keysOf(store, 'files/')).toEqual(['files/a', 'files/b']);
      expect(await keysOf(store, 'audio/')).toEqual(['audio/c']);
      expect(await keysOf(store, '')).toEqual(['audio/c', 'files/a', 'files/b', 'top']);
      expect(await keysOf(store, 'nothing/')).toEqual([]);
      const entries = [];
      for await (const entry of store.list('files/b')) entries.push(entry);
      const [entry] = entries;
      expect(entry).toMatchObject({ key: 'files/b', size: 2 });
      expect(entry?.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs((entry?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(3600_000);
    });

    it('removes the leftovers of unfinished writes older than a time, and only those', async () => {
      const { store, unfinished, leaveUnfinished } = await kind.newStore();
      expect(await store.removeUnfinished(new Date())).toBe(0);
      await leaveUnfinished(new Date('2020-01-01'));
      await leaveUnfinished(new Date());
      await store.put('files/kept', Readable.from(['complete']));
      expect(await unfinished()).toBe(2);
      expect(await store.removeUnfinished(new Date(Date.now() - 60_000))).toBe(1);
      expect(await unfinished()).toBe(1);
      expect(await text(await store.get('files/kept'))).toBe('complete');
    });
  });
}
