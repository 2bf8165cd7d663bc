import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RgbaImage } from '../core/image/index.ts';

// PNG and JPEG to RGBA pixels, in pure JavaScript (no native build). Limits
// keep a hostile file from taking the machine's memory.
const MAX_MEGAPIXELS = 100;

export class ImageFormatError extends Error {}

export function decodeImage(bytes: Uint8Array): RgbaImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const png = PNG.sync.read(buffer);
      if (png.width * png.height > MAX_MEGAPIXELS * 1e6) throw new ImageFormatError(`The image is larger than ${MAX_MEGAPIXELS} megapixels.`);
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
    }
    if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
      const image = jpeg.decode(buffer, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 1024 });
      return { width: image.width, height: image.height, data: image.data };
    }
  } catch (error) {
    if (error instanceof ImageFormatError) throw error;
    throw new ImageFormatError(`The image could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new ImageFormatError('The file is not a PNG or JPEG image.');
}
