import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RgbaImage } from '../core/image/index.ts';
import { decodeJpegEighth, jpegSize } from './jpegEighth.ts';

// PNG and JPEG to RGBA pixels, in pure JavaScript (no native build). Limits
// keep a hostile file from taking the machine's memory.
const MAX_MEGAPIXELS = 100;

/**
 * Source pixels per pin, in each direction, that a JPEG decoded at 1/8 scale
 * must still give for the reduced decode to be used: the grid is an area
 * average over at least this many block means per pin, so only pins whose
 * grey sits right at the threshold can come out differently (docs/cli.md).
 * Smaller pictures are decoded whole, exactly as before.
 */
export const EIGHTH_SCALE_MIN_PIXELS_PER_PIN = 4;

/** The pin grid the picture is for, when known: a large JPEG is then decoded at 1/8 scale. */
export interface DecodeTarget {
  readonly width: number;
  readonly height: number;
}

export class ImageFormatError extends Error {}

export function decodeImage(bytes: Uint8Array, target?: DecodeTarget): RgbaImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const png = PNG.sync.read(buffer);
      if (png.width * png.height > MAX_MEGAPIXELS * 1e6) throw new ImageFormatError(`The image is larger than ${MAX_MEGAPIXELS} megapixels.`);
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
    }
    if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
      const reduced = target ? eighthScale(bytes, target) : undefined;
      if (reduced) return reduced;
      const image = jpeg.decode(buffer, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 1024 });
      return { width: image.width, height: image.height, data: image.data };
    }
  } catch (error) {
    if (error instanceof ImageFormatError) throw error;
    throw new ImageFormatError(`The image could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new ImageFormatError('The file is not a PNG or JPEG image.');
}

/** The JPEG at 1/8 scale when it is large enough for `target` and of a kind the reduced decoder reads; undefined otherwise. */
function eighthScale(bytes: Uint8Array, target: DecodeTarget): RgbaImage | undefined {
  const size = jpegSize(bytes);
  if (!size) return undefined;
  if (size.width * size.height > MAX_MEGAPIXELS * 1e6) throw new ImageFormatError(`The image is larger than ${MAX_MEGAPIXELS} megapixels.`);
  const enough = Math.ceil(size.width / 8) >= EIGHTH_SCALE_MIN_PIXELS_PER_PIN * target.width && Math.ceil(size.height / 8) >= EIGHTH_SCALE_MIN_PIXELS_PER_PIN * target.height;
  return enough ? decodeJpegEighth(bytes) : undefined;
}
