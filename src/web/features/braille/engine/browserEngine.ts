// liblouis-js in a Web Worker, behind the shared worker host (one request at
// a time, a timeout, a fresh worker after a failure).

import { createLiblouisWorkerEngine, type LiblouisWorkerEngine, type WorkerPort, type WorkerReply } from '../../../../core/braille/index.ts';

function startWebWorker(): WorkerPort {
  // Classic on purpose: the asm.js build loads with importScripts.
  const worker = new Worker(new URL('./liblouis.worker.ts', import.meta.url));
  return {
    post: (request) => worker.postMessage(request),
    onReply: (listener) => worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => listener(event.data)),
    onStop: (listener) => worker.addEventListener('error', (event) => listener(event.message || 'the worker failed to load')),
    terminate: () => worker.terminate(),
  };
}

export function createBrowserEngine({ timeoutMs = 20_000 } = {}): LiblouisWorkerEngine {
  return createLiblouisWorkerEngine({
    startWorker: startWebWorker,
    timeoutMs,
    schedule: (ms, action) => {
      const timer = window.setTimeout(action, ms);
      return () => window.clearTimeout(timer);
    },
  });
}
