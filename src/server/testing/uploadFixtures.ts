import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

// Files for upload tests: Dot's samples from the shared material, real small
// images, audio headers, and content made to be refused.

const shared = (name: string) => readFileSync(new URL(`../../../../shared/fixtures/dot/${name}`, import.meta.url));

export const SAMPLE_DTMS = shared('sample-320.dtms');
export const SAMPLE_DTM = shared('sample-320.dtm');

/** The sample as a DTMA (a DTMS with audioPath). */
export const SAMPLE_DTMA = Buffer.from(JSON.stringify({ ...(JSON.parse(SAMPLE_DTMS.toString('utf8')) as object), audioPath: 'audio/' }));

/** Braille ASCII, two pages (a form feed between), CR LF line ends. */
export const SAMPLE_BRF = Buffer.from(',HELLO W\r\n,BRF4\r\n\f,PAGE #B\r\n');

export function pngImage(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export function jpegImage(width = 8, height = 8): Buffer {
  const data = Buffer.alloc(width * height * 4, 128);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

/** PNG-looking bytes of exactly `size` bytes (signature, padding, IEND): enough for size limits, which do not decode. */
export function pngOfSize(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length - iend.length, 7), iend]);
}

/** An MPEG-1 layer III frame header and silence. */
export const MP3_AUDIO = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);
/** An MP4 file type box with the M4A brand, then nothing much. */
export const M4A_AUDIO = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \u0000\u0000\u0000\u0000M4A mp42isom', 'latin1'), Buffer.alloc(300)]);

export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const ELF_EXE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
