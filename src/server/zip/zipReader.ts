import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { displayPath, entryPath, isSymlink, judgeEntryName } from './entryNames.ts';

// Reading an uploaded ZIP without trusting it (verification.md, hostile
// inputs 1 and 2). The archive is a spooled file opened with yauzl, one entry
// at a time; sizes in its headers are never believed: bytes are counted as
// they inflate, against a total and a ratio, and a header that disagrees with
// the data stops the archive. Entries that are links, encrypted, compressed
// in an unknown way, or named to climb out of a folder are skipped with a
// reason; folders are flattened.

export interface ZipLimits {
  readonly maxEntries: number;
  readonly maxUnpackedBytes: number;
}

/** Past this much unpacked, more than RATIO_LIMIT times the packed size is a bomb. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const RATIO_LIMIT = 100;

/** Why an archive is refused as a whole: `unsafe` (a bomb, a lie, too many entries) or `bad` (not a readable ZIP). */
export class ZipRefusal extends Error {
  readonly kind: 'unsafe' | 'bad';
  readonly reason: string;
  constructor(kind: 'unsafe' | 'bad', reason: string, message: string) {
    super(message);
    this.name = 'ZipRefusal';
    this.kind = kind;
    this.reason = reason;
  }
}

export interface ZipEntryInfo {
  /** The path inside the archive. */
  readonly path: string;
  /** Its last segment: the name the drive starts from. */
  readonly baseName: string;
}

/** Reads (part of) an entry's content; returns a skip reason, or nothing when the entry was taken. */
export type EntryVisitor = (entry: ZipEntryInfo, content: Readable) => Promise<string | undefined>;

export interface ZipSkip {
  readonly NAME: string;
  readonly REASON: string;
}

/** Turns yauzl's and zlib's errors into refusals: sizes that lie are unsafe, anything else is a broken archive. */
export function asZipRefusal(error: unknown): unknown {
  if (error instanceof ZipRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/bytes in the stream|size mismatch|invalid relative path|absolute path/i.test(message)) {
    return new ZipRefusal('unsafe', 'SIZE_MISMATCH', 'The sizes in the archive do not match its contents.');
  }
  return new ZipRefusal('bad', 'BAD_ZIP', 'The file is not a readable ZIP archive.');
}

function isBombRatio(unpacked: number, packed: number): boolean {
  return unpacked > RATIO_FLOOR_BYTES && unpacked > RATIO_LIMIT * Math.max(1, packed);
}

function ratioRefusal(): ZipRefusal {
  return new ZipRefusal('unsafe', 'COMPRESSION_RATIO', `The archive unpacks to more than ${RATIO_LIMIT} times its size.`);
}

interface Counter {
  total: number;
  readonly archiveBytes: number;
}

/** Counts unpacked bytes of one entry and of the archive as they come, and stops a bomb before it lands anywhere. */
function unpackGuard(counter: Counter, packedBytes: number, limits: ZipLimits): Transform {
  let entryBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      entryBytes += chunk.length;
      counter.total += chunk.length;
      if (counter.total > limits.maxUnpackedBytes) {
        return callback(new ZipRefusal('unsafe', 'TOO_MUCH_UNPACKED', `The archive unpacks to more than ${limits.maxUnpackedBytes} bytes.`));
      }
      if (isBombRatio(entryBytes, packedBytes) || isBombRatio(counter.total, counter.archiveBytes)) return callback(ratioRefusal());
      callback(null, chunk);
    },
  });
}

function open(path: string): Promise<yauzl.ZipFile> {
  return yauzl
    .openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false })
    .catch((error: unknown) => {
      throw asZipRefusal(error);
    });
}

/** Why an entry is skipped before any of it is read, if it is. */
function skipBeforeReading(entry: yauzl.Entry): string | undefined {
  if (isSymlink(entry)) return 'SYMLINK';
  if (entry.isEncrypted()) return 'ENCRYPTED';
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return 'UNSUPPORTED_COMPRESSION';
  return undefined;
}

/**
 * Visits every file entry of the ZIP at `path` in order. Throws ZipRefusal
 * for an archive that is unsafe or unreadable; returns the entries skipped.
 */
export async function readZip(path: string, archiveBytes: number, limits: ZipLimits, visit: EntryVisitor): Promise<ZipSkip[]> {
  const zip = await open(path);
  const skipped: ZipSkip[] = [];
  const counter: Counter = { total: 0, archiveBytes };
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipRefusal('unsafe', 'TOO_MANY_ENTRIES', `The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed.`);
    }
    const entries = zip.eachEntry();
    for (;;) {
      const next = await entries.next().catch((error: unknown) => {
        throw asZipRefusal(error);
      });
      if (next.done) break;
      const entry = next.value;
      const path = entryPath(entry);
      const verdict = judgeEntryName(path);
      if (verdict.kind === 'directory' || verdict.kind === 'ignored') continue;
      if (verdict.kind === 'unsafe') {
        skipped.push({ NAME: displayPath(path), REASON: 'UNSAFE_PATH' });
        continue;
      }
      const early = skipBeforeReading(entry);
      if (early) {
        skipped.push({ NAME: displayPath(path), REASON: early });
        continue;
      }
      // A header that owns up to a bomb is refused before a byte is inflated; one that lies is caught as it inflates.
      if (isBombRatio(entry.uncompressedSize, entry.compressedSize)) throw ratioRefusal();
      const raw = await zip.openReadStreamPromise(entry).catch((error: unknown) => {
        throw asZipRefusal(error);
      });
      const content = raw.pipe(unpackGuard(counter, entry.compressedSize, limits));
      // `on`, not `once`: yauzl re-emits its inner streams' errors on this one by hand, so a second can follow the first
      // (a size that lies, then a broken deflate block) until it is destroyed, and an 'error' with no listener ends the process.
      raw.on('error', (error) => content.destroy(asZipRefusal(error) as Error));
      try {
        const reason = await visit({ path, baseName: verdict.baseName }, content);
        if (reason) skipped.push({ NAME: displayPath(path), REASON: reason });
      } finally {
        content.destroy();
        raw.destroy();
      }
    }
    return skipped;
  } finally {
    zip.close();
  }
}
