#!/usr/bin/env node
// The `tactile` command. Plain JavaScript on purpose: Node strips the types
// of every .ts file it loads, and its type stripper costs a short command
// most of its time to start. With Node's compile cache on (in the system's
// temporary folder, or NODE_COMPILE_CACHE) before any .ts loads, a file
// stripped once is read back from the cache, and the stripper is not loaded
// at all on later runs. The commands run from a bundle of their sources
// when it is fresh (build/cliEntry.ts). Node's modules are taken, not
// imported, for the reason given there.
const { enableCompileCache } = process.getBuiltinModule('node:module');

enableCompileCache();
const { cliEntry } = await import('./build/cliEntry.ts');
await import(await cliEntry());
