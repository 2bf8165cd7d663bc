#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { runCli } from './cli.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readInput: () => text(process.stdin),
}, undefined, version);
