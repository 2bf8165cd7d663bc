import type { FileHandle } from 'node:fs/promises';
import { constants, inflateSync } from 'node:zlib';

// A PDF bomb (verification item 7) is a small Flate stream that inflates to
// gigabytes: pdf.js inflates a content stream whole into memory, so one 1 MB
// file made it take 2.2 GB and 21 s. Before any reader parses a page, every
// Flate stream that a text reader would inflate (page contents, forms,
// fonts, object streams: everything but pictures, which only rendering
// decodes and which is fenced in its own process) is inflated here with a
// ceiling on its output, so a bomb costs at most that ceiling.
//
// The scan reads the file's bytes for `stream` keywords rather than its
// objects, so it needs no parser and cannot be misled by a broken
// cross-reference table. Only Flate is measured (also chained Flate filters,
// each stage capped); LZW and run-length streams, which no modern writer
// uses for page contents, are not. The file is read a window at a time, so
// scanning a 500 MB upload holds a few megabytes, plus one stream at a time.

/** The most a single stream may inflate to: no page's drawing or font comes near it. */
export const MAX_INFLATED_STREAM_BYTES = 64 * 1024 * 1024;

export interface InflatingStream {
  /** Byte offset of the stream's data in the file. */
  readonly offset: number;
}

const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const DICTIONARY_WINDOW = 4096;

/** The first stream in the bytes that inflates past `maxBytes`, or undefined. */
export function findInflatingStream(bytes: Buffer, maxBytes = MAX_INFLATED_STREAM_BYTES): InflatingStream | undefined {
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    const next = streamAt(bytes, at);
    if (next !== undefined) {
      const end = bytes.indexOf(ENDSTREAM, next.dataStart);
      const data = bytes.subarray(next.dataStart, end === -1 ? bytes.length : end);
      if (next.flateStages > 0 && inflatesPast(data, next.flateStages, maxBytes)) return { offset: next.dataStart };
      at = bytes.indexOf(STREAM, end === -1 ? bytes.length : end + ENDSTREAM.length);
    } else {
      at = bytes.indexOf(STREAM, at + STREAM.length);
    }
  }
  return undefined;
}

/** The stream whose keyword is at `at`: where its data starts and how many Flate filters lead its filter chain (0 for pictures and other filters). */
function streamAt(bytes: Buffer, at: number): { dataStart: number; flateStages: number } | undefined {
  // `endstream` contains `stream`; and the keyword must end its line.
  if (at >= 3 && bytes.subarray(at - 3, at).toString('latin1') === 'end') return undefined;
  let dataStart = at + STREAM.length;
  if (bytes[dataStart] === 0x0d) dataStart++;
  if (bytes[dataStart] !== 0x0a && bytes[dataStart - 1] !== 0x0d) return undefined;
  if (bytes[dataStart] === 0x0a) dataStart++;
  const before = bytes.subarray(Math.max(0, at - DICTIONARY_WINDOW), at).toString('latin1');
  const dictionary = before.slice(before.lastIndexOf('obj') + 1);
  if (/\/Subtype\s*\/Image\b/.test(dictionary)) return { dataStart, flateStages: 0 };
  const filter = /\/Filter\s*(\/[A-Za-z0-9]+|\[[^\]]*\])/.exec(dictionary)?.[1] ?? '';
  const names = filter.match(/\/[A-Za-z0-9]+/g) ?? [];
  let flateStages = 0;
  while (flateStages < names.length && (names[flateStages] === '/FlateDecode' || names[flateStages] === '/Fl')) flateStages++;
  return { dataStart, flateStages };
}

/** Whether `data`, inflated `stages` times, grows past `maxBytes` at some stage. Broken data is not a bomb (the readers will judge it). */
function inflatesPast(data: Buffer, stages: number, maxBytes: number): boolean {
  let current = data;
  for (let stage = 0; stage < stages; stage++) {
    try {
      // A sync flush tolerates data cut short, as the readers do.
      current = inflateSync(current, { maxOutputLength: maxBytes, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return true;
      return false;
    }
  }
  return false;
}

const WINDOW = 4 * 1024 * 1024;
/** A keyword at a window's end is read whole, with its line end. */
const OVERSHOOT = 16;

/** The first stream in the file that inflates past `maxBytes` (or whose compressed data alone is larger), or undefined; the file is read a window at a time. */
export async function findInflatingStreamInFile(handle: FileHandle, size: number, maxBytes = MAX_INFLATED_STREAM_BYTES): Promise<InflatingStream | undefined> {
  for (let position = 0; position < size; position += WINDOW) {
    const start = Math.max(0, position - DICTIONARY_WINDOW);
    const window = await readAt(handle, start, Math.min(size, position + WINDOW + OVERSHOOT) - start);
    let at = window.indexOf(STREAM, position - start);
    while (at !== -1 && start + at < position + WINDOW) {
      const stream = streamAt(window, at);
      if (stream !== undefined && stream.flateStages > 0) {
        const end = window.indexOf(ENDSTREAM, stream.dataStart);
        const data = end !== -1 ? window.subarray(stream.dataStart, end) : await streamDataFrom(handle, size, start + stream.dataStart, maxBytes);
        if (data === undefined || inflatesPast(data, stream.flateStages, maxBytes)) return { offset: start + stream.dataStart };
      }
      at = window.indexOf(STREAM, at + STREAM.length);
    }
  }
  return undefined;
}

/** A stream's data that runs past the window: up to its `endstream`, or undefined when that is more than `maxBytes` away. */
async function streamDataFrom(handle: FileHandle, size: number, from: number, maxBytes: number): Promise<Buffer | undefined> {
  let data = Buffer.alloc(0);
  for (let position = from; position < size; position += WINDOW) {
    const chunk = await readAt(handle, position, Math.min(WINDOW, size - position));
    // An `endstream` may straddle two reads: look again from a keyword's length before the join.
    const searchFrom = Math.max(0, data.length - ENDSTREAM.length);
    data = Buffer.concat([data, chunk]);
    const end = data.indexOf(ENDSTREAM, searchFrom);
    if (end !== -1) return data.subarray(0, end);
    if (data.length > maxBytes) return undefined;
  }
  return data;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}
