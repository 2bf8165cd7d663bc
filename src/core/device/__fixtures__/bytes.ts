// Helpers the device tests share: bytes written as the protocol notes write
// them, and a seeded random source so property tests repeat exactly.

/** "AA 55 00 05" → bytes (spaces optional). */
export function hex(text: string): Uint8Array {
  const digits = text.replace(/\s+/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) throw new Error(`Not hex bytes: ${text}`);
  return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16));
}

/** Bytes as the notes write them: "AA 55 00 05". */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  bytes(count: number, exclude?: number): Uint8Array;
}

/** mulberry32: a small 32-bit generator, plenty for shuffling test inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bytes(count, exclude) {
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i++) {
        let byte = int(0, 255);
        while (byte === exclude) byte = int(0, 255);
        out[i] = byte;
      }
      return out;
    },
  };
}
