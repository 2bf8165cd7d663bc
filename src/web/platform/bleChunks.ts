// Bluetooth writes go out in pieces no bigger than the link takes in one
// write without response. The browser does not tell us that size, so it is
// found once after connecting the way Dot's Web SDK 3.x does (protocol notes
// §1): write ever larger buffers of 0xAB filler, which the display ignores
// because they hold no AA 55 sync, and keep the last size that went through.

export const BLE_DEFAULT_CHUNK = 20;
/** The largest piece used even when a larger probe succeeded (the SDK's ceiling). */
export const BLE_MAX_CHUNK = 148;
export const BLE_PROBE_SIZES: readonly number[] = [20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150];
export const BLE_PROBE_FILLER = 0xab;

export type ChunkWrite = (chunk: Uint8Array<ArrayBuffer>) => Promise<void>;

/** Probes in order and stops at the first failure: min(148, last good size), or 20 when none went through. */
export async function probeChunkSize(write: ChunkWrite): Promise<number> {
  let good = 0;
  for (const size of BLE_PROBE_SIZES) {
    try {
      await write(new Uint8Array(size).fill(BLE_PROBE_FILLER));
    } catch {
      break;
    }
    good = size;
  }
  return good === 0 ? BLE_DEFAULT_CHUNK : Math.min(BLE_MAX_CHUNK, good);
}

/** Copies of consecutive pieces of at most `size` bytes (copies: the caller may reuse its buffer). */
export function splitChunks(bytes: Uint8Array, size: number): Uint8Array<ArrayBuffer>[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Chunk size must be a positive integer, not ${size}`);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

/** Writes the pieces one after the other; the first failure stops the rest. */
export async function writeChunked(bytes: Uint8Array, size: number, write: ChunkWrite): Promise<void> {
  for (const chunk of splitChunks(bytes, size)) await write(chunk);
}
