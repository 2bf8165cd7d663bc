#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

// The `tactile` bin is tactile.mjs, which turns Node's compile cache on before
// any .ts loads; run directly (`node src/cli/main.ts`), this file turns it on
// itself before the commands load, hence the import below comes after.
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
  // Loaded only by a command that reads standard input.
  readInput: async () => (await import('node:stream/consumers')).text(process.stdin),
}, undefined, version);
