// The image worker: decodes a JPG or PNG with createImageBitmap, reads its
// pixels from an OffscreenCanvas and converts them to pins (core/image), so
// a large photograph never holds up the page. A module worker (Vite bundles
// its imports). The logic is in workerHandler.ts.

import type { RgbaImage } from '../../../../core/image/index.ts';
import type { ImageWorkerReply, ImageWorkerRequest } from './protocol.ts';
import { createImageWorkerHandler } from './workerHandler.ts';

declare const self: {
  postMessage(message: ImageWorkerReply, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ImageWorkerRequest>) => void): void;
};

async function decode(file: Blob): Promise<RgbaImage> {
  // EXIF orientation is applied, as a photo viewer shows it; colours are kept as stored.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', colorSpaceConversion: 'none' });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D context in this worker.');
    context.drawImage(bitmap, 0, 0);
    const { width, height, data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width, height, data };
  } finally {
    bitmap.close();
  }
}

const handle = createImageWorkerHandler({
  decode,
  post: (reply) => self.postMessage(reply, reply.type === 'converted' ? [reply.bits.buffer as ArrayBuffer] : []),
  yieldToQueue: () => new Promise((resolve) => setTimeout(resolve, 0)),
});

self.addEventListener('message', (event) => void handle(event.data));
