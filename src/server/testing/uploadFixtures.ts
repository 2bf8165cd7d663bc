import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { MAX_ALT_TEXT } from '../../core/canvas/index.ts';
import { MAX_PAGES } from '../../core/dtms/index.ts';

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

/**
 * The largest DTMS a person can make with our tools, with room to spare: 100
 * pages of the 768 (every cell raised in a pattern), each page titled and
 * written with MAX_ALT_TEXT Korean characters (3 UTF-8 bytes each, the
 * longest text the editor keeps) and three braille cells a character; with
 * `escaped`, every non-ASCII character written as \uXXXX, as some JSON
 * writers do. The file-size limit for tactile documents is set from this.
 */
export function largestDtms(options: { escaped?: boolean } = {}): Buffer {
  const text = '가나다라마바사아자차'.repeat(MAX_ALT_TEXT / 10);
  const page = (number: number) => ({
    page: number,
    title: text,
    graphic: { name: `${number}.dtm`, data: 'a5'.repeat(16 * 48) },
    text: { name: `${number}.txt`, data: '2f'.repeat(3 * MAX_ALT_TEXT), plain: text },
  });
  const json = JSON.stringify({ title: text, lang: 'korean', lang_option: '1', device: 'dotpad768', items: Array.from({ length: MAX_PAGES }, (_, index) => page(index + 1)) });
  const written = options.escaped ? json.replace(/[^ -~]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
  return Buffer.from(written);
}
