#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { text as readAll } from 'node:stream/consumers';

// Node strips the types of every .ts file it loads, each run: most of a short
// command's time. Its compile cache (in the system's temporary folder, or
// NODE_COMPILE_CACHE) keeps the result, so only the first run pays. It must be
// on before the commands load, hence the import below comes after.
enableCompileCache();
const { runCli } = await import('./cli.ts');

// A reader that stops early (`tactile tables | head`) closes the pipe: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readInput: () => readAll(process.stdin),
}, undefined, version);
