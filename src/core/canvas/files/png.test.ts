import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gridForModel, setPin } from '../../pins/index.ts';
import { adler32, crc32, encodeGrayPng, zlibStored } from './png.ts';
import { LOWERED_SHADE, PAPER_SHADE, RAISED_SHADE, pageToPng } from './pngExport.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const uint32 = (bytes: Uint8Array, at: number) => (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

interface Chunk {
  readonly type: string;
  readonly data: Uint8Array;
  readonly crcOk: boolean;
}

function chunks(png: Uint8Array): Chunk[] {
  const found: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = uint32(png, at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    found.push({ type, data: png.subarray(at + 8, at + 8 + length), crcOk: crc32(png, at + 4, at + 8 + length) === uint32(png, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

/** The image back from a PNG, through Node's own inflate. */
function decode(png: Uint8Array) {
  const all = chunks(png);
  const header = all.find((chunk) => chunk.type === 'IHDR')?.data ?? new Uint8Array(13);
  const width = uint32(header, 0);
  const height = uint32(header, 4);
  const raw = inflateSync(Buffer.concat(all.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, depth: header[8], colour: header[9], pixels, all };
}

describe('checksums', () => {
  it('match the published check values', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(adler32(ascii('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });

  it('make a zlib stream Node can inflate, across several stored blocks', () => {
    const data = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) & 0xff);
    expect(new Uint8Array(inflateSync(zlibStored(data)))).toEqual(data);
    expect(new Uint8Array(inflateSync(zlibStored(new Uint8Array(0))))).toEqual(new Uint8Array(0));
  });
});

describe('encodeGrayPng', () => {
  it('writes the signature, an 8-bit grayscale header, and chunks with good CRCs', () => {
    const png = encodeGrayPng(3, 2, Uint8Array.of(0, 128, 255, 1, 2, 3));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = decode(png);
    expect(image.all.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(image.all.every((chunk) => chunk.crcOk)).toBe(true);
    expect(image).toMatchObject({ width: 3, height: 2, depth: 8, colour: 0 });
    expect([...image.pixels]).toEqual([0, 128, 255, 1, 2, 3]);
  });

  it('refuses pixels that do not fill the size', () => {
    expect(() => encodeGrayPng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('pageToPng', () => {
  it('draws each pin as a dot of the pin size: raised black, lowered light grey, on white', () => {
    const grid = setPin(gridForModel(320), 1, 0);
    const image = decode(pageToPng(grid, { pinSize: 10 }));
    expect(image).toMatchObject({ width: 600, height: 400 });
    const at = (x: number, y: number) => image.pixels[y * image.width + x];
    // Pin (1,0): its square is x 10–19; the centre is raised.
    expect(at(15, 5)).toBe(RAISED_SHADE);
    expect(at(10, 0)).toBe(PAPER_SHADE);
    // Pin (0,0) is lowered: a small grey dot at its centre, paper around it.
    expect(at(5, 5)).toBe(LOWERED_SHADE);
    expect(at(1, 1)).toBe(PAPER_SHADE);
  });

  it('refuses a pin size out of range', () => {
    expect(() => pageToPng(gridForModel(320), { pinSize: 1 })).toThrow(RangeError);
  });
});
