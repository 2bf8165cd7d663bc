// A minimal PNG encoder: 8-bit grayscale, no filtering, and zlib data made of
// STORED (uncompressed) deflate blocks. Core has no compressor, and a page's
// picture is small enough (at most a few hundred kilobytes) that leaving it
// uncompressed costs little. PNG: RFC 2083; zlib: RFC 1950; deflate: RFC 1951.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A stored deflate block holds at most 65,535 bytes. */
const MAX_STORED_BLOCK = 0xffff;

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, the polynomial PNG names), over the chunk type and data. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const table = (crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let c = index;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  }));
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = (table[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32, zlib's check of the uncompressed data. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // zlib reduces the sums every 5552 bytes so they fit 32 bits; the same step keeps them small here.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let i = start; i < end; i++) {
      a += bytes[i] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Bytes wrapped as a zlib stream of stored deflate blocks. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED_BLOCK));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  // CMF 0x78 (deflate, 32K window), FLG 0x01: no dictionary, fastest level, (0x78 * 256 + 0x01) % 31 === 0.
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * MAX_STORED_BLOCK;
    const length = Math.min(MAX_STORED_BLOCK, data.length - start);
    out[at] = block === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00 (stored)
    out[at + 1] = length & 0xff;
    out[at + 2] = length >> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >> 8) & 0xff;
    out.set(data.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  writeUint32(out, at, adler32(data));
  return out;
}

function writeUint32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = (value >>> 24) & 0xff;
  bytes[at + 1] = (value >>> 16) & 0xff;
  bytes[at + 2] = (value >>> 8) & 0xff;
  bytes[at + 3] = value & 0xff;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  writeUint32(bytes, 0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  writeUint32(bytes, 8 + data.length, crc32(bytes, 4, 8 + data.length));
  return bytes;
}

/** A grayscale image (one byte a pixel, 0 black to 255 white, row-major) as PNG bytes. */
export function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || pixels.length !== width * height) {
    throw new RangeError(`A ${width}×${height} image needs ${width * height} pixels, not ${pixels.length}.`);
  }
  const header = new Uint8Array(13);
  writeUint32(header, 0, width);
  writeUint32(header, 4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grayscale
  // Compression, filter method and interlace are all 0.
  const rows = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, none.
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header), chunk('IDAT', zlibStored(rows)), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
