// The server's liblouis-js engine: the shared worker host over a Node worker
// thread (liblouisJsWorker.ts), so liblouis-js never blocks the event loop and
// a heap abort ends only that thread.

import { createLiblouisWorkerEngine, type LiblouisWorkerEngine, type WorkerPort } from '../../core/braille/index.ts';

function startThread(): WorkerPort {
  // Loaded on the first translation it serves: a CLI run that never needs it does not pay to load worker_threads.
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const worker = new Worker(new URL('./liblouisJsWorker.ts', import.meta.url));
  // An idle worker must not keep the process alive.
  worker.unref();
  return {
    post: (request) => worker.postMessage(request),
    onReply: (listener) => worker.on('message', listener),
    onStop: (listener) => {
      worker.on('error', (error) => listener(error.message));
      worker.on('exit', (code) => listener(`exit ${code}`));
    },
    terminate: () => void worker.terminate(),
  };
}

export function createLiblouisJsEngine({ timeoutMs = 20_000 } = {}): LiblouisWorkerEngine {
  return createLiblouisWorkerEngine({
    startWorker: startThread,
    timeoutMs,
    schedule: (ms, action) => {
      const timer = setTimeout(action, ms);
      return () => clearTimeout(timer);
    },
  });
}
