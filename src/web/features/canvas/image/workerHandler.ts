// The image worker's logic, apart from the worker itself so tests run it
// with the real conversion (core/image) and a fake decoder: jsdom has
// neither createImageBitmap nor OffscreenCanvas.

import { TactileImageError, imageToTactile, type RgbaImage } from '../../../../core/image/index.ts';
import type { ConvertRequest, ImageWorkerReply, ImageWorkerRequest } from './protocol.ts';

export interface ImageWorkerDeps {
  /** The file's pixels (the worker: createImageBitmap, then an OffscreenCanvas). */
  readonly decode: (file: Blob) => Promise<RgbaImage>;
  readonly post: (reply: ImageWorkerReply) => void;
  /** Lets messages already queued arrive before a conversion starts (a zero timeout), so stale ones can be skipped. */
  readonly yieldToQueue: () => Promise<void>;
  /** How many decoded pictures to keep; a photograph is tens of megabytes. */
  readonly keep?: number;
}

export function createImageWorkerHandler({ decode, post, yieldToQueue, keep = 2 }: ImageWorkerDeps): (request: ImageWorkerRequest) => Promise<void> {
  const latest = new Map<string, number>();
  // Insertion order is use order: the first entry is the least recently used.
  const decoded = new Map<string, Promise<RgbaImage>>();

  function pixels(request: ConvertRequest): Promise<RgbaImage> {
    let image = decoded.get(request.key);
    if (image) decoded.delete(request.key);
    else image = decode(request.file);
    decoded.set(request.key, image);
    while (decoded.size > keep) decoded.delete(decoded.keys().next().value ?? '');
    // A file that failed to decode is not kept: the next request tries again.
    image.catch(() => decoded.get(request.key) === image && decoded.delete(request.key));
    return image;
  }

  const stale = (request: ConvertRequest) => latest.get(request.key) !== request.id;

  async function convert(request: ConvertRequest): Promise<void> {
    latest.set(request.key, request.id);
    await yieldToQueue();
    if (stale(request)) return post({ type: 'superseded', id: request.id });
    let image: RgbaImage;
    try {
      image = await pixels(request);
    } catch (error) {
      return post({ type: 'failed', id: request.id, reason: 'decode', detail: String(error) });
    }
    if (stale(request)) return post({ type: 'superseded', id: request.id });
    try {
      const grid = imageToTactile(image, request.options);
      post({ type: 'converted', id: request.id, width: grid.width, height: grid.height, bits: grid.bits });
    } catch (error) {
      post({ type: 'failed', id: request.id, reason: error instanceof TactileImageError ? 'settings' : 'internal', detail: String(error) });
    }
  }

  return async (request) => {
    if (request.type === 'forget') {
      decoded.delete(request.key);
      latest.delete(request.key);
      return;
    }
    await convert(request);
  };
}
