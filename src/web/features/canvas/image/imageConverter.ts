// The page's side of the image worker: one worker for the page, started on
// first use, a promise per conversion. A newer conversion of the same
// picture settles the older one at once with `null` (it is stale, and the
// worker skips it too). If the worker dies, everything waiting fails and the
// next conversion starts a fresh worker.

import type { ImageToTactileOptions } from '../../../../core/image/index.ts';
import type { PinGrid } from '../../../../core/pins/index.ts';
import type { ImageFailure, ImageWorkerReply, ImageWorkerRequest } from './protocol.ts';

export class ImageConversionError extends Error {
  readonly reason: ImageFailure;

  constructor(reason: ImageFailure, detail: string) {
    super(detail);
    this.name = 'ImageConversionError';
    this.reason = reason;
  }
}

export interface ImageConverter {
  /** The pins, or null when a newer conversion of the same picture took over; rejects with ImageConversionError. */
  convert(key: string, file: Blob, options: ImageToTactileOptions): Promise<PinGrid | null>;
  /** The worker may drop the decoded picture (the dialog closed without placing it). */
  forget(key: string): void;
}

/** A started worker, or anything that speaks its protocol (tests run the handler in the page). */
export interface ImageWorkerPort {
  post(request: ImageWorkerRequest): void;
  onReply(listener: (reply: ImageWorkerReply) => void): void;
  onStop(listener: (why: string) => void): void;
  terminate(): void;
}

interface Waiting {
  readonly key: string;
  readonly resolve: (grid: PinGrid | null) => void;
  readonly reject: (error: ImageConversionError) => void;
}

export function createImageConverter(startWorker: () => ImageWorkerPort): ImageConverter {
  let port: ImageWorkerPort | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  function start(): ImageWorkerPort {
    const started = startWorker();
    started.onReply((reply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (reply.type === 'converted') entry.resolve({ width: reply.width, height: reply.height, bits: reply.bits });
      else if (reply.type === 'superseded') entry.resolve(null);
      else entry.reject(new ImageConversionError(reply.reason, reply.detail));
    });
    started.onStop((why) => {
      if (port === started) port = undefined;
      started.terminate();
      for (const [id, entry] of waiting) {
        waiting.delete(id);
        entry.reject(new ImageConversionError('internal', `The image worker stopped: ${why}`));
      }
    });
    return started;
  }

  return {
    convert(key, file, options) {
      // Anything still waiting for this picture is stale now.
      for (const [id, entry] of waiting) {
        if (entry.key !== key) continue;
        waiting.delete(id);
        entry.resolve(null);
      }
      const id = nextId++;
      const worker = (port ??= start());
      return new Promise((resolve, reject) => {
        waiting.set(id, { key, resolve, reject });
        worker.post({ type: 'convert', id, key, file, options });
      });
    },
    forget(key) {
      port?.post({ type: 'forget', key });
    },
  };
}

function startBrowserWorker(): ImageWorkerPort {
  const worker = new Worker(new URL('./imageToTactile.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    onReply: (listener) => worker.addEventListener('message', (event: MessageEvent<ImageWorkerReply>) => listener(event.data)),
    onStop: (listener) => worker.addEventListener('error', (event) => listener(event.message || 'the worker failed to load')),
    terminate: () => worker.terminate(),
  };
}

let shared: ImageConverter | undefined;

/** The page's one converter over a Web Worker. */
export function browserImageConverter(): ImageConverter {
  return (shared ??= createImageConverter(startBrowserWorker));
}
