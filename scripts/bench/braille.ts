// Figures for braille translation: a short line over HTTP through the
// resident engine against one bare `lou_translate` spawn, the `tactile
// braille` command's time, words per second on 10,000 words of prose in
// English and Korean through each engine, against Debian's `lou_translate`
// run directly in the same process, and how long each table takes to load.
// Printed to read, never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRAILLE_TABLES,
  checkRequestSize,
  findBrailleTable,
  sameBraille,
  tableList,
  textToLines,
  type BrailleTableEntry,
  type EngineId,
  type LineTranslator,
} from '../../src/core/braille/index.ts';
import { createLiblouisJsEngine } from '../../src/server/braille/liblouisJsEngine.ts';
import { loadNativeLiblouis } from '../../src/server/braille/nativeLiblouis.ts';
import { buildApp } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { BRAILLE_TRANSLATE_PATH } from '../../src/shared/api/brailleApp.ts';

const RUNS = 5;
/** The texts translated for speed: one paragraph a line. */
const TEXTS = [
  { table: 'en-ueb-g2', file: 'en-10000.txt' },
  { table: 'ko-g2', file: 'ko-10000.txt' },
];
/** Tables whose load time is measured, before a few more trusted to liblouis-js. */
const LOAD_TABLES = ['en-ueb-g2', 'en-ueb-g1', 'ko-g2', 'ko-g1'];
const MORE_LOAD_TABLES = 4;

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
const countWords = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const format = (value: number, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(code: string): BrailleTableEntry {
  const found = findBrailleTable(code);
  if (!found) throw new Error(`There is no braille table ${code} in the catalogue`);
  return found;
}

/** `lou_translate --forward <tableList>` with `input` on standard input: its output lines. */
function louTranslate(list: string, input: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('lou_translate', ['--forward', list], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code !== 0 || /could not be compiled|cannot resolve table/i.test(stderr)) {
        reject(new Error(`lou_translate ${list} failed: ${stderr || `exit ${code}`}`));
        return;
      }
      const lines = Buffer.concat(out).toString('utf8').split('\n');
      if (lines.at(-1) === '') lines.pop();
      resolve(lines);
    });
    child.stdin.end(input);
  });
}

/** Milliseconds `run` takes. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

interface Contender {
  readonly label: string;
  /** The engine measured; none for the lou_translate reference. */
  readonly engine?: EngineId;
  readonly run: () => Promise<string[]>;
}

async function speed(
  entry: BrailleTableEntry,
  file: string,
  native: LineTranslator | undefined,
  liblouisJs: LineTranslator,
): Promise<void> {
  const text = fixture(file).trimEnd();
  const words = countWords(text);
  // As the product takes text: split into lines (paragraphs here) and cleaned, in one request.
  const lines = textToLines(text);
  checkRequestSize(lines);
  const chars = lines.reduce((sum, line) => sum + line.length, 0);
  const listOf = (engine: EngineId) => tableList(entry, engine);

  const contenders: Contender[] = [];
  const nativeList = listOf('native');
  const reference: Contender | undefined =
    native && nativeList !== undefined
      ? { label: 'lou_translate, whole text on stdin', run: () => louTranslate(nativeList, `${lines.join('\n')}\n`) }
      : undefined;
  if (reference) contenders.push(reference);
  if (native && nativeList !== undefined) {
    contenders.push({ label: 'native (loadNativeLiblouis)', engine: 'native', run: () => native.translateLines(nativeList, lines, 'forward') });
  }
  const jsList = listOf('liblouis-js');
  if (jsList !== undefined) {
    contenders.push({ label: 'liblouis-js (worker thread)', engine: 'liblouis-js', run: () => liblouisJs.translateLines(jsList, lines, 'forward') });
  }

  // Warm up once (its output is kept for the agreement column), then the runs in turn, so drift hits every engine alike.
  const outputs = new Map<Contender, string[] | Error>();
  for (const contender of contenders) {
    outputs.set(contender, await contender.run().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  }
  const times = new Map<Contender, number[]>(contenders.map((contender) => [contender, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const contender of contenders) {
      if (outputs.get(contender) instanceof Error) continue;
      times.get(contender)?.push((await timed(contender.run)).ms);
    }
  }

  const trusted = entry.trusted.length > 0 ? entry.trusted.join(', ') : 'none';
  console.log(`\n${entry.code}: ${file}, ${format(words)} words, ${lines.length} lines, ${format(chars)} characters; trusted: ${trusted}\n`);
  console.log(`${'engine'.padEnd(36)}${'median ms'.padStart(11)}${'words/s'.padStart(11)}${'÷ lou_translate'.padStart(17)}   same lines as lou_translate`);
  const referenceOutput = reference ? outputs.get(reference) : undefined;
  const referenceRate = Array.isArray(referenceOutput) && reference ? words / (median(times.get(reference) ?? []) / 1000) : undefined;
  for (const contender of contenders) {
    const output = outputs.get(contender);
    if (output instanceof Error) {
      console.log(`${contender.label.padEnd(36)} failed: ${output.message}`);
      continue;
    }
    const ms = median(times.get(contender) ?? []);
    const rate = words / (ms / 1000);
    const ratio = referenceRate === undefined ? '—' : `${format(rate / referenceRate, 2)}×`;
    const same =
      Array.isArray(referenceOutput) && output
        ? `${output.filter((line, i) => referenceOutput[i] !== undefined && sameBraille(line, referenceOutput[i])).length}/${lines.length}`
        : '—';
    console.log(`${contender.label.padEnd(36)}${format(ms, 1).padStart(11)}${format(rate).padStart(11)}${ratio.padStart(17)}   ${same}`);
  }
  for (const { engine } of contenders) {
    if (engine !== undefined && !entry.trusted.includes(engine)) {
      console.log(`note: ${engine} is not trusted for ${entry.code} (trusted: ${trusted}): its speed is for comparison, its braille is not used.`);
    }
  }
}

/** The first word of the table's fidelity sentences that is letters only: a short word in its language. */
function shortWord(entry: BrailleTableEntry): string {
  const sentences = readFileSync(new URL(`../../src/core/braille/__fixtures__/sentences/${entry.sentences}.txt`, import.meta.url), 'utf8');
  return sentences.split(/\s+/).find((word) => /^\p{L}{2,}$/u.test(word)) ?? 'braille';
}

async function loadTimes(nativeInstalled: boolean): Promise<void> {
  const extra = BRAILLE_TABLES.filter((entry) => entry.trusted.includes('liblouis-js') && !LOAD_TABLES.includes(entry.code)).slice(0, MORE_LOAD_TABLES);
  const entries = [...LOAD_TABLES.map(table), ...extra];

  console.log('\nTable load: liblouis-js first use in a fresh engine (load + compile, timed in the worker; first call adds');
  console.log(`starting the worker); native = one short word through lou_translate (process start + compile, median of ${RUNS})\n`);
  console.log(`${'table'.padEnd(12)}${'liblouis-js file'.padEnd(18)}${'first use ms'.padStart(13)}${'first call ms'.padStart(15)}   ${'native file'.padEnd(18)}${'lou_translate ms'.padStart(17)}   word   trusted`);
  for (const entry of entries) {
    const word = shortWord(entry);
    let jsUse = '—';
    let jsCall = '—';
    const jsList = tableList(entry, 'liblouis-js');
    if (jsList !== undefined) {
      const engine = createLiblouisJsEngine();
      try {
        const { ms } = await timed(() => engine.translateLines(jsList, [word], 'forward'));
        jsCall = format(ms, 1);
        const firstUse = engine.firstUseTimes.get(jsList);
        jsUse = firstUse === undefined ? '?' : format(firstUse, 1);
      } catch {
        jsUse = 'failed';
      } finally {
        engine.close();
      }
    }
    let nativeMs = nativeInstalled ? '—' : 'not installed';
    const nativeList = tableList(entry, 'native');
    if (nativeInstalled && nativeList !== undefined) {
      const runs: number[] = [];
      try {
        for (let i = 0; i < RUNS; i++) runs.push((await timed(() => louTranslate(nativeList, `${word}\n`))).ms);
        nativeMs = format(median(runs), 1);
      } catch {
        nativeMs = 'failed';
      }
    }
    console.log(
      `${entry.code.padEnd(12)}${(entry.tables['liblouis-js'] ?? '—').padEnd(18)}${jsUse.padStart(13)}${jsCall.padStart(15)}   ${(entry.tables.native ?? '—').padEnd(18)}${nativeMs.padStart(17)}   ${word}   ${entry.trusted.join(', ') || 'none'}`,
    );
  }
}

/** Short-line calls over HTTP; under the route's 120-a-minute limit for one address. */
const HTTP_CALLS = 60;
const CLI_RUNS = 15;
const SHORT_LINE = 'Hello world';

/**
 * A short line through the server over HTTP (the resident engine, warm),
 * against one bare `lou_translate` process for the same line, in the same run.
 */
export async function shortLineOverHttp(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tactile-braille-bench-'));
  const app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', DATA_DIR: dataDir, BRAILLE_ENGINES: 'native' }));
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const call = async () => {
      const response = await fetch(`http://127.0.0.1:${port}${BRAILLE_TRANSLATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: [SHORT_LINE] }),
      });
      if (response.status !== 200) throw new Error(`translate answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    // The first call loads the engine, checks the table and starts the worker.
    const first = await timed(call);
    const http: number[] = [];
    const spawned: number[] = [];
    // Turn about, so load on the machine hits both alike.
    for (let i = 0; i < HTTP_CALLS - 1; i++) {
      http.push((await timed(call)).ms);
      spawned.push((await timed(() => louTranslate('unicode.dis,en-ueb-g2.ctb', `${SHORT_LINE}\n`))).ms);
    }
    const ratio = median(http) / median(spawned);
    console.log(`\nShort line ("${SHORT_LINE}", en-ueb-g2), median of ${HTTP_CALLS - 1}:`);
    console.log(`  over HTTP, resident engine      ${format(median(http), 2)} ms (first call, loading the engine: ${format(first.ms, 1)} ms)`);
    console.log(`  one bare lou_translate spawn    ${format(median(spawned), 2)} ms`);
    console.log(`  braille-http-short-line: ${format(ratio, 2)}× one lou_translate spawn (target ≤ 0.3×)`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `tactile braille --table en-ueb-g2 "Hello world"` as a user runs it,
 * against `lou_translate` alone, Node's own start, and the least any Node
 * command that spawns lou_translate takes (Node, node:child_process, the
 * spawn, the braille written out).
 */
export function cliTime(): void {
  const main = fileURLToPath(new URL('../../src/cli/tactile.mjs', import.meta.url));
  const once = (command: string, args: string[], input?: string) => {
    const start = performance.now();
    const result = spawnSync(command, args, { input, encoding: 'utf8' });
    const ms = performance.now() - start;
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
    return ms;
  };
  // The first run fills Node's compile cache and the table-check file, and builds the CLI's bundle if a source changed, as a user's first run does.
  const firstRun = once(process.execPath, [main, 'braille', '--table', 'en-ueb-g2', SHORT_LINE]);
  const cli: number[] = [];
  const bare: number[] = [];
  const node: number[] = [];
  const least: number[] = [];
  const leastScript = `process.stdout.write(require('node:child_process').spawnSync('lou_translate', ['--forward', 'unicode.dis,en-ueb-g2.ctb'], { input: ${JSON.stringify(`${SHORT_LINE}\n`)} }).stdout)`;
  for (let i = 0; i < CLI_RUNS; i++) {
    cli.push(once(process.execPath, [main, 'braille', '--table', 'en-ueb-g2', SHORT_LINE]));
    bare.push(once('lou_translate', ['--forward', 'unicode.dis,en-ueb-g2.ctb'], `${SHORT_LINE}\n`));
    node.push(once(process.execPath, ['-e', '']));
    least.push(once(process.execPath, ['-e', leastScript]));
  }
  console.log(`\ntactile braille, a short line, median of ${CLI_RUNS} (after a first run of ${format(firstRun, 0)} ms):`);
  console.log(`  tactile braille --table en-ueb-g2 "${SHORT_LINE}"   ${format(median(cli), 0)} ms (target ≤ 150 ms)`);
  console.log(`  lou_translate alone                             ${format(median(bare), 0)} ms`);
  console.log(`  node -e '' (Node's own start)                   ${format(median(node), 0)} ms`);
  console.log(`  node spawning lou_translate (the least)         ${format(median(least), 0)} ms`);
  console.log(`  braille-cli: ${format(median(cli), 0)} ms`);
}

export async function runBrailleBench(): Promise<void> {
  const native = await loadNativeLiblouis();
  if (native) {
    await shortLineOverHttp();
    cliTime();
  }
  console.log(`\nBraille translation, 10,000 words a text (median of ${RUNS} runs after one warm-up; one request of paragraph lines)`);
  console.log(native ? `native liblouis ${native.version}` : 'native liblouis is not installed: only liblouis-js is measured');
  const liblouisJs = createLiblouisJsEngine();
  try {
    for (const { table: code, file } of TEXTS) await speed(table(code), file, native, liblouisJs);
  } finally {
    liblouisJs.close();
    native?.close();
  }
  await loadTimes(native !== undefined);
}
