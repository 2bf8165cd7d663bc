// `tactile brf` and `tactile pef`: a text file translated to braille and
// laid out as pages, written as a BRF (Braille ASCII, 6 dots) or a PEF (XML,
// 6 or 8 dots). The layout rule is core's (src/core/braille/pages.ts).

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import {
  checkTables,
  engineChoice,
  PAGE_SIZE_LIMITS,
  paginate,
  textToLines,
  writeBrf,
  writePef,
  type BrailleTableEntry,
  type BrfWarning,
  type EngineId,
} from '../core/braille/index.ts';
import { EXIT, type CliCommand, type CliIo } from './command.ts';
import { UNAVAILABLE, tableFromArgs, translateInBatches, withEngines } from './brailleTable.ts';
import { writeFileAtomically } from './files.ts';
import { parseArgs, UsageError, wholeNumber, type ParsedArgs } from './options.ts';
import { usage } from './render.ts';

const ENGINE_NAMES: Record<EngineId, string> = { native: 'native liblouis', 'liblouis-js': 'liblouis-js' };

/** Warnings for this many input lines are told one by one; the rest are counted. */
const WARNED_LINES_SHOWN = 20;

interface FileJob {
  readonly input: string;
  readonly output: string;
  readonly table: BrailleTableEntry;
  readonly cols: number;
  readonly rows: number;
}

/** IN, OUT, --table, --cells and --lines, checked before anything is read; undefined when the positionals are wrong. */
function fileJob(parsed: ParsedArgs): FileJob | undefined {
  const table = tableFromArgs(parsed);
  const { minCells, maxCells, minLines, maxLines } = PAGE_SIZE_LIMITS;
  const cols = wholeNumber(parsed, '--cells', 40, minCells, maxCells);
  const rows = wholeNumber(parsed, '--lines', 25, minLines, maxLines);
  const [input, output, ...extra] = parsed.positional;
  if (input === undefined || output === undefined || extra.length > 0) return undefined;
  if (resolve(input) === resolve(output)) throw new UsageError('OUT must be another file than IN, or the text would be lost.');
  return { input, output, table, cols, rows };
}

/** A file error as a sentence that names the file the user gave, not a temporary one. */
function fileProblem(error: unknown, action: 'read' | 'write', file: string): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    ENOENT: action === 'read' ? 'there is no such file' : `there is no folder ${dirname(file)}`,
    EISDIR: 'it is a folder',
    EACCES: `there is no permission to ${action} it`,
    EPERM: `there is no permission to ${action} it`,
    ENOTDIR: 'a part of its path is a file, not a folder',
  };
  const reason = (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
  return new Error(`Cannot ${action} ${file}: ${reason}.`);
}

/** The input file as lines of text: UTF-8, a byte-order mark dropped, a final line end not starting another line. */
async function readTextLines(input: string): Promise<string[]> {
  const text = await readFile(input, 'utf8').catch((error: unknown) => {
    throw fileProblem(error, 'read', input);
  });
  return textToLines(text.replace(/^\ufeff/, '').replace(/(\r\n|\r|\n)$/, ''));
}

async function writeOutput(output: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomically(output, data).catch((error: unknown) => {
    throw fileProblem(error, 'write', output);
  });
}

/** The file's text as braille lines, or undefined after telling the user the table cannot be translated here. */
async function translateFile(job: FileJob, command: string, io: CliIo): Promise<{ lines: string[]; engine: EngineId } | undefined> {
  const text = await readTextLines(job.input);
  return withEngines(async ({ translator, engines }) => {
    await checkTables(engines, [job.table]);
    const choice = engineChoice(job.table, engines);
    if (!choice.available) {
      io.err(`tactile ${command}: ${job.table.code} cannot be translated here: ${UNAVAILABLE[choice.reason]}.\n`);
      return undefined;
    }
    return translateInBatches(translator, job.table.code, text, 'forward');
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function listOfCells(cells: readonly number[]): string {
  if (cells.length === 1) return `cell ${cells[0]}`;
  return `cells ${cells.slice(0, -1).join(', ')} and ${cells.at(-1)}`;
}

/** BRF warnings as sentences, one per input line (so many lost dots stay readable), the count of the rest after. */
function tellWarnings(warnings: readonly BrfWarning[], table: BrailleTableEntry, io: CliIo): void {
  if (warnings.length === 0) return;
  const byLine = new Map<number, number[]>();
  for (const warning of warnings) byLine.set(warning.line, [...(byLine.get(warning.line) ?? []), warning.cell]);
  let told = 0;
  for (const [line, cells] of byLine) {
    if (told++ === WARNED_LINES_SHOWN) break;
    io.err(`tactile brf: warning: line ${line}, braille ${listOfCells(cells)}: dots 7 and 8 cannot be written in BRF and were left out.\n`);
  }
  if (byLine.size > WARNED_LINES_SHOWN) io.err(`tactile brf: warning: ${plural(byLine.size - WARNED_LINES_SHOWN, 'more line')} lost dots 7 and 8 the same way.\n`);
  const hint = table.pin === 8 ? `${table.code} is 8-dot braille; "tactile pef" keeps all 8 dots.` : 'The text probably has characters the table does not know.';
  io.err(`tactile brf: warning: ${plural(warnings.length, 'cell')} lost dots 7 and 8. ${hint}\n`);
}

/** Today as YYYY-MM-DD, on the user's calendar. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** `tactile brf IN.txt OUT.brf --table <table> [--cells 40 --lines 25]` */
export const brfCommand: CliCommand = {
  name: 'brf',
  usage: 'brf IN.txt OUT.brf --table <table> [--cells 40 --lines 25]',
  summary: 'a UTF-8 text file as a braille ready file (BRF: Braille ASCII pages, 6 dots)',
  async run(args, io) {
    const job = fileJob(parseArgs(args, { values: ['--table', '--cells', '--lines'] }));
    if (!job) return usage(io, this.usage);
    const translated = await translateFile(job, 'brf', io);
    if (!translated) return EXIT.failed;
    const brf = writeBrf(translated.lines, { cellsPerLine: job.cols, linesPerPage: job.rows });
    await writeOutput(job.output, Buffer.from(brf.text, 'latin1'));
    tellWarnings(brf.warnings, job.table, io);
    io.out(`Wrote ${job.output}: ${plural(brf.pages, 'page')} of ${job.cols} cells × ${job.rows} lines, ${job.table.code} translated by ${ENGINE_NAMES[translated.engine]}.\n`);
    return EXIT.ok;
  },
};

/** `tactile pef IN.txt OUT.pef --table <table> [--cells 40 --lines 25] [--title T]` */
export const pefCommand: CliCommand = {
  name: 'pef',
  usage: 'pef IN.txt OUT.pef --table <table> [--cells 40 --lines 25] [--title T]',
  summary: 'a UTF-8 text file as a Portable Embosser Format book (PEF: 6 or 8 dots)',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['--table', '--cells', '--lines', '--title'] });
    const job = fileJob(parsed);
    if (!job) return usage(io, this.usage);
    const translated = await translateFile(job, 'pef', io);
    if (!translated) return EXIT.failed;
    const pages = paginate(translated.lines, job.cols, job.rows);
    const xml = writePef(pages, {
      title: parsed.values.get('--title') ?? basename(job.input, extname(job.input)),
      language: job.table.lang,
      identifier: `urn:uuid:${randomUUID()}`,
      date: today(),
      cols: job.cols,
      rows: job.rows,
    });
    await writeOutput(job.output, xml);
    // writePef writes one empty page for an empty text.
    const pageCount = Math.max(1, pages.length);
    io.out(`Wrote ${job.output}: ${plural(pageCount, 'page')} of ${job.cols} cells × ${job.rows} lines, ${job.table.code} translated by ${ENGINE_NAMES[translated.engine]}.\n`);
    return EXIT.ok;
  },
};
