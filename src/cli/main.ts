#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { text as readAll } from 'node:stream/consumers';
import { runCli } from './cli.ts';

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
