import { Readable, Transform } from 'node:stream';

// Small stream tools for uploads: look at the first bytes before choosing
// where the rest goes, and remember what the content checks need (size, the
// last bytes, whether a JPEG's end marker went by) while bytes pass, so no
// file is ever held whole in memory.

export interface Peeked {
  /** The first bytes (fewer for a shorter file). */
  readonly head: Buffer;
  /** The whole content again, head included, to pipe on. Reading it reads the source. */
  readonly rest: Readable;
}

/**
 * Reads the first `size` bytes of `source`. Errors of the source (a broken
 * upload) reach whoever reads `rest`, passed through `mapError` so the caller
 * can tell a client's failure from its own.
 */
export async function peekHead(source: Readable, size: number, mapError: (error: unknown) => unknown = (error) => error): Promise<Peeked> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  try {
    while (length < size) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      chunks.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    throw mapError(error);
  }
  const first = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    if (done) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      }
    } catch (error) {
      throw mapError(error);
    }
  }
  return { head: first.subarray(0, size), rest: Readable.from(all(), { objectMode: false }) };
}

/** What passed through a watch: the byte count, the last bytes, and whether JPEG's end-of-image marker (FF D9) occurred. */
export interface Watched {
  size: number;
  tail: Buffer;
  sawJpegEnd: boolean;
}

const TAIL_BYTES = 16;

/** A pass-through that records what `Watched` says, keeping only the last few bytes. */
export function watch(watched: Watched): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // The marker may straddle two chunks: look at the previous tail's last byte too.
      const joined = watched.tail.length > 0 ? Buffer.concat([watched.tail.subarray(-1), chunk]) : chunk;
      if (!watched.sawJpegEnd && joined.includes(JPEG_END)) watched.sawJpegEnd = true;
      watched.size += chunk.length;
      // Copy only the few bytes kept, never the chunk itself.
      watched.tail = chunk.length >= TAIL_BYTES ? Buffer.from(chunk.subarray(-TAIL_BYTES)) : Buffer.concat([watched.tail, chunk]).subarray(-TAIL_BYTES);
      callback(null, chunk);
    },
  });
}

const JPEG_END = Buffer.from([0xff, 0xd9]);

export function newWatched(): Watched {
  return { size: 0, tail: Buffer.alloc(0), sawJpegEnd: false };
}

/** Reads a stream to the end, throwing away what it gives (a refused part still has to be read off the wire). */
export async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}
