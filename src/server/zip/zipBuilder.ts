import { constants, crc32, deflateRawSync } from 'node:zlib';

// A small ZIP writer for tests, able to write what no honest tool does:
// names that climb (../), absolute paths, backslashes, links, headers that
// lie about sizes, bombs, and 100,000 entries in a fraction of a second.
// It writes the classic format, with ZIP64 end records only when the entry
// count needs them, as one buffer at the end.

export interface TestZipEntry {
  /** The name as stored, bytes or text (UTF-8, flagged as such). */
  readonly name: string | Buffer;
  readonly data?: Buffer;
  /** Store (0) or deflate (8); deflate by default. */
  readonly method?: 0 | 8;
  /** Already-compressed data to write as is (with `uncompressedSize` and `crc`). */
  readonly raw?: { readonly data: Buffer; readonly uncompressedSize: number; readonly crc: number };
  /** A Unix mode: 0o120777 makes a symbolic link (its data is the target). */
  readonly unixMode?: number;
  /** Header lies: the sizes written instead of the real ones. */
  readonly claimedUncompressedSize?: number;
  readonly claimedCompressedSize?: number;
  /** Sets the "encrypted" flag (the data is not actually encrypted). */
  readonly encrypted?: boolean;
  /** Any other compression method number (e.g. 14, LZMA), written with the data stored. */
  readonly methodNumber?: number;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value & 0xffff);
  return buffer;
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

function u64(value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  return buffer;
}

/** The end records: ZIP64's too when the count does not fit 16 bits (100,000 entries). */
function endRecords(count: number, centralSize: number, centralOffset: number): Buffer {
  if (count < 0xffff) return Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(centralSize), u32(centralOffset), u16(0)]);
  const zip64End = Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(count), u64(count), u64(centralSize), u64(centralOffset)]);
  const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(centralOffset + centralSize), u32(1)]);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(0xffff), u16(0xffff), u32(centralSize), u32(centralOffset), u16(0)]);
  return Buffer.concat([zip64End, locator, end]);
}

/** A ZIP holding `entries`, in order. `claimedEntryCount` writes another count in the end record. */
export function buildZip(entries: readonly TestZipEntry[], options: { claimedEntryCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.methodNumber ?? entry.method ?? 8;
    const packed = entry.raw ? entry.raw.data : method === 8 ? deflateRawSync(data) : data;
    const crc = entry.raw ? entry.raw.crc : crc32(data);
    const uncompressed = entry.claimedUncompressedSize ?? (entry.raw ? entry.raw.uncompressedSize : data.length);
    const compressed = entry.claimedCompressedSize ?? packed.length;
    const flags = (typeof entry.name === 'string' ? 0x800 : 0) | (entry.encrypted ? 1 : 0);
    const common = [u16(20), u16(flags), u16(method), u16(0), u16(0x21), u32(crc), u32(compressed), u32(uncompressed), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...common, name]);
    locals.push(local, packed);
    const madeBy = entry.unixMode !== undefined ? (3 << 8) | 20 : 20;
    const external = entry.unixMode !== undefined ? (entry.unixMode << 16) >>> 0 : 0;
    centrals.push(Buffer.concat([u32(0x02014b50), u16(madeBy), ...common, u16(0), u16(0), u16(0), u32(external), u32(offset), name]));
    offset += local.length + packed.length;
  }
  const central = Buffer.concat(centrals);
  return Buffer.concat([...locals, central, endRecords(options.claimedEntryCount ?? entries.length, central.length, offset)]);
}

/**
 * A zip bomb's payload without the memory: `chunks` MiB of `fill` bytes
 * (after an optional `prefix`, e.g. '{' so it sniffs as JSON), deflated. One
 * MiB is deflated once with a sync flush (so it ends on a byte boundary and
 * is not final), repeated, and closed with an empty final block; every
 * back-reference points at fill bytes, so the stream is valid.
 */
export function deflateBomb(chunks: number, options: { fill?: number; prefix?: Buffer } = {}): { data: Buffer; uncompressedSize: number; crc: number } {
  const megabyte = Buffer.alloc(1024 * 1024, options.fill ?? 0);
  const flush = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const prefix = options.prefix ?? Buffer.alloc(0);
  const piece = deflateRawSync(megabyte, flush);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  let crc = crc32(prefix);
  for (let i = 0; i < chunks; i++) crc = crc32(megabyte, crc);
  const pieces = [...(prefix.length > 0 ? [deflateRawSync(prefix, flush)] : []), ...Array.from({ length: chunks }, () => piece), finalEmptyBlock];
  return { data: Buffer.concat(pieces), uncompressedSize: prefix.length + chunks * megabyte.length, crc };
}

/** 1 MiB of zeros per chunk, deflated (see deflateBomb). */
export function zerosBomb(chunks: number): { data: Buffer; uncompressedSize: number; crc: number } {
  return deflateBomb(chunks);
}
