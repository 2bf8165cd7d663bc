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
// uses for page contents, are not.

/** The most a single stream may inflate to: no page's drawing or font comes near it. */
export const MAX_INFLATED_STREAM_BYTES = 64 * 1024 * 1024;

export interface InflatingStream {
  /** Byte offset of the stream's data in the file. */
  readonly offset: number;
}

const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const DICTIONARY_WINDOW = 4096;

/** The first stream that inflates past `maxBytes`, or undefined. */
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
