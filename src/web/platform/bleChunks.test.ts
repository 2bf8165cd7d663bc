import { describe, expect, it } from 'vitest';
import { BLE_PROBE_SIZES, probeChunkSize, splitChunks, writeChunked } from './bleChunks.ts';

/** A link that takes writes up to `limit` bytes and records every attempt. */
function linkTaking(limit: number) {
  const attempts: Uint8Array[] = [];
  const write = async (chunk: Uint8Array<ArrayBuffer>) => {
    attempts.push(chunk);
    if (chunk.length > limit) throw new Error('GATT operation failed');
  };
  return { attempts, write };
}

describe('probeChunkSize', () => {
  it('writes 0xAB filler at 20, 30, … 150 and caps the result at 148', async () => {
    const link = linkTaking(Infinity);
    expect(await probeChunkSize(link.write)).toBe(148);
    expect(link.attempts.map((a) => a.length)).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150]);
    expect(BLE_PROBE_SIZES).toEqual(link.attempts.map((a) => a.length));
    for (const attempt of link.attempts) expect(attempt.every((byte) => byte === 0xab)).toBe(true);
  });

  it('keeps the last size that went through and stops at the first failure', async () => {
    const link = linkTaking(75);
    expect(await probeChunkSize(link.write)).toBe(70);
    expect(link.attempts.map((a) => a.length)).toEqual([20, 30, 40, 50, 60, 70, 80]);
  });

  it('does not try again after a failure, even if a larger size would work', async () => {
    const attempts: number[] = [];
    const size = await probeChunkSize(async (chunk) => {
      attempts.push(chunk.length);
      if (chunk.length === 60) throw new Error('busy');
    });
    expect(size).toBe(50);
    expect(attempts).toEqual([20, 30, 40, 50, 60]);
  });

  it('falls back to 20 when even 20 bytes fail', async () => {
    const link = linkTaking(10);
    expect(await probeChunkSize(link.write)).toBe(20);
    expect(link.attempts.map((a) => a.length)).toEqual([20]);
  });

  it('uses 140 when 150 fails', async () => {
    expect(await probeChunkSize(linkTaking(149).write)).toBe(140);
  });
});

describe('splitChunks', () => {
  const bytes = Uint8Array.from({ length: 45 }, (_, i) => i);

  it('cuts into pieces of the size, the rest last', () => {
    const chunks = splitChunks(bytes, 20);
    expect(chunks.map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunks.flatMap((c) => [...c])).toEqual([...bytes]);
  });

  it('returns copies, not views of the caller buffer', () => {
    const source = Uint8Array.of(1, 2, 3);
    const [chunk] = splitChunks(source, 20);
    source[0] = 9;
    expect(chunk).toEqual(Uint8Array.of(1, 2, 3));
  });

  it('gives nothing for nothing and refuses a size below one', () => {
    expect(splitChunks(new Uint8Array(0), 20)).toEqual([]);
    expect(() => splitChunks(bytes, 0)).toThrow(RangeError);
    expect(() => splitChunks(bytes, 2.5)).toThrow(RangeError);
  });
});

describe('writeChunked', () => {
  it('writes the pieces in order and stops at the first failure', async () => {
    const written: number[][] = [];
    const failing = writeChunked(Uint8Array.from({ length: 7 }, (_, i) => i), 3, async (chunk) => {
      if (chunk[0] === 3) throw new Error('lost');
      written.push([...chunk]);
    });
    await expect(failing).rejects.toThrow('lost');
    expect(written).toEqual([[0, 1, 2]]);
  });
});
