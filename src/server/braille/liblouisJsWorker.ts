// A worker thread holding one liblouis-js instance. liblouis-js is a single
// synchronous asm.js program: it would block the server's event loop while it
// translates, and a heap abort would take the process with it. Here it can
// only stop this thread, which the host (liblouisJsEngine.ts) replaces.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createLiblouisWorkerHandler, type LiblouisModule, type WorkerRequest } from '../../core/braille/index.ts';

interface EmscriptenBuild extends LiblouisModule {
  readonly FS: { mkdir(path: string): void; mount(type: unknown, options: { root: string }, path: string): void };
  readonly NODEFS: unknown;
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('liblouis-js/package.json'));
const build = require(join(packageDir, 'liblouis-no-tables.js')) as EmscriptenBuild;
build.FS.mkdir('/tables');
build.FS.mount(build.NODEFS, { root: join(packageDir, 'tables') }, '/tables');
const handle = createLiblouisWorkerHandler(build, '/tables', () => performance.now());

parentPort?.on('message', (request: WorkerRequest) => {
  const reply = handle(request);
  parentPort?.postMessage(reply);
  // An aborted instance is unusable: end this thread; the host starts another.
  if (!reply.ok && reply.fatal) process.exit(1);
});
