// The browser's liblouis-js engine: a classic Web Worker (the asm.js build
// can only be loaded with importScripts, which module workers lack), so
// translating never blocks the page. Table files are fetched the moment
// liblouis opens them, synchronously — allowed in a worker — so only the
// files a table really includes are downloaded (UEB grade 2: 7 files).

import { createLiblouisWorkerHandler, type LiblouisModule, type WorkerRequest } from '../../../../core/braille/index.ts';
import { LIBLOUIS_ASSET_DIR, LIBLOUIS_BUILD_FILE } from './liblouisAssets.ts';

interface FsNode {
  readonly id: number;
}

interface EmscriptenBuild extends LiblouisModule {
  readonly FS: {
    mkdir(path: string): FsNode;
    lookup(parent: FsNode, name: string): FsNode;
    lookupPath(path: string): { node: FsNode };
    createDataFile(parent: FsNode, name: string, data: Uint8Array, canRead: boolean, canWrite: boolean, canOwn: boolean): FsNode;
  };
}

declare const self: {
  importScripts(...urls: string[]): void;
  liblouis_emscripten?: EmscriptenBuild;
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
};

const assets = `${import.meta.env.BASE_URL}${LIBLOUIS_ASSET_DIR}`;
self.importScripts(`${assets}/${LIBLOUIS_BUILD_FILE}`);
const build = self.liblouis_emscripten as EmscriptenBuild;

build.FS.mkdir('/tables');
const tablesDir = build.FS.lookupPath('/tables').node;
const lookup = build.FS.lookup.bind(build.FS);
let fetching = false;

/** A table file's bytes, or undefined when the server has none by that name. */
function fetchTableFile(name: string): Uint8Array | undefined {
  const request = new XMLHttpRequest();
  request.open('GET', `${assets}/tables/${encodeURIComponent(name)}`, false);
  request.responseType = 'arraybuffer';
  request.send();
  return request.status === 200 ? new Uint8Array(request.response as ArrayBuffer) : undefined;
}

build.FS.lookup = (parent, name) => {
  try {
    return lookup(parent, name);
  } catch (missing) {
    // Creating the file looks the name up again: answer that from the cache.
    if (fetching || parent.id !== tablesDir.id || !/^[\w.-]+$/.test(name)) throw missing;
    fetching = true;
    try {
      const data = fetchTableFile(name);
      if (!data) throw missing;
      return build.FS.createDataFile(parent, name, data, true, false, false);
    } finally {
      fetching = false;
    }
  }
};

const handle = createLiblouisWorkerHandler(build, '/tables', () => performance.now());

self.addEventListener('message', (event) => {
  const reply = handle(event.data);
  self.postMessage(reply);
  // An aborted instance is unusable: end; the page starts another worker.
  if (!reply.ok && reply.fatal) self.close();
});
