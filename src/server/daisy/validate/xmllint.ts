import { join } from 'node:path';
import { runTool } from '../../convert/tools/runTool.ts';
import { ConversionFailure } from '../../convert/conversion.ts';

// Both jobs xmllint does for the validator run through runTool (no network,
// time and memory ceilings, clean environment) with the DTD catalog, and with
// --nonet so that a DTD the catalog does not know is an error, never a fetch.

const TIMEOUT_MS = 60_000;
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

function catalogEnv(dtdFolder: string): Record<string, string> {
  return { XML_CATALOG_FILES: join(dtdFolder, 'catalog.xml') };
}

/**
 * xmllint --valid on one file: its errors, one line each with the file's path
 * replaced by `file`; empty when valid. xmllint runs under `sh` so that its
 * whole report comes back on stdout (runTool keeps only the last lines of a
 * failing program's stderr) with its exit status after it. Throws when
 * xmllint is missing.
 */
export async function dtdErrors(path: string, file: string, workDir: string, dtdFolder: string): Promise<string[]> {
  const { stdout } = await runTool({
    command: 'sh',
    args: ['-c', 'command -v xmllint >/dev/null || exit 127; xmllint --noout --valid --nonet "$1" 2>&1; echo "xmllint-exit:$?"', 'sh', path],
    workDir,
    timeoutMs: TIMEOUT_MS,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    env: catalogEnv(dtdFolder),
  }).catch((error: unknown) => {
    if (error instanceof ConversionFailure && error.code === 'DAMAGED' && /exit 127/.test(error.message)) throw new ConversionFailure('TOOL_MISSING', 'xmllint is not installed.');
    throw error;
  });
  const lines = stdout.toString('utf8').split('\n');
  const exit = /^xmllint-exit:(\d+)$/.exec(lines.findLast((line) => line.startsWith('xmllint-exit:')) ?? '')?.[1];
  if (exit === '0') return [];
  // The error lines start with the path; the source line and caret xmllint prints under each are left out.
  const errors = lines.filter((line) => line.startsWith(`${path}:`)).map((line) => `${file}${line.slice(path.length)}`);
  return errors.length > 0 ? errors : [`xmllint ended with status ${exit ?? 'unknown'} without saying why.`];
}

/** Expressions evaluated per xmllint run: keeps its argument well under the system's limit. */
const EXPRESSIONS_PER_RUN = 200;

/**
 * Evaluates XPath 1.0 expressions that return a string or a number (string(),
 * count()) on one file: libxml2 does the parsing, so no XML parser of our own
 * and no new dependency. They go to `xmllint --xpath` as one concat() of each
 * answer's length and the answer (`12:urn:uuid:…`), which prints them whole
 * and unescaped — the interactive shell cuts any string past 40 characters
 * with "...", which broke a urn:uuid identifier. Lengths are XPath's, in
 * characters (code points). Answers come in order; undefined when the file
 * cannot be parsed at all (the DTD check reports why).
 */
export async function evaluateXPaths(path: string, expressions: readonly string[], workDir: string, dtdFolder: string): Promise<string[] | undefined> {
  const answers: string[] = [];
  for (let first = 0; first < expressions.length; first += EXPRESSIONS_PER_RUN) {
    const chunk = expressions.slice(first, first + EXPRESSIONS_PER_RUN);
    const parts = chunk.flatMap((expression) => [`string-length(string(${expression}))`, '":"', `string(${expression})`]);
    let stdout: Buffer;
    try {
      ({ stdout } = await runTool({
        command: 'xmllint',
        // --loaddtd so entities and defaulted attributes are as the DTD says; the catalog keeps that offline.
        args: ['--loaddtd', '--nonet', '--xpath', `concat(${parts.join(', ')}, "")`, path],
        workDir,
        timeoutMs: TIMEOUT_MS,
        maxOutputBytes: MAX_OUTPUT_BYTES,
        env: catalogEnv(dtdFolder),
      }));
    } catch (error) {
      if (error instanceof ConversionFailure && error.code === 'DAMAGED') return undefined;
      throw error;
    }
    const decoded = splitCounted(stdout.toString('utf8').replace(/\n$/, ''), chunk.length);
    if (decoded === undefined) throw new Error(`xmllint gave an unexpected answer: ${stdout.toString('utf8').slice(0, 200)}`);
    answers.push(...decoded);
  }
  return answers;
}

/** `3:abc12:…` back into its strings, counting code points as XPath does; undefined when it does not add up. */
export function splitCounted(text: string, count: number): string[] | undefined {
  const chars = Array.from(text);
  const values: string[] = [];
  let at = 0;
  while (values.length < count) {
    let digits = '';
    while (at < chars.length && /\d/.test(chars[at] as string)) digits += chars[at++];
    if (digits === '' || chars[at] !== ':') return undefined;
    const length = Number(digits);
    at += 1;
    if (at + length > chars.length) return undefined;
    values.push(chars.slice(at, at + length).join(''));
    at += length;
  }
  return at === chars.length ? values : undefined;
}

/**
 * The values of the attribute nodes an XPath selects, in document order, in
 * one pass (`xmllint --xpath`). libxml2 writes each as ` name="value"` on its
 * own line, with ", &, <, > and control and non-ASCII characters as
 * references, so a value never holds a bare quote and is decoded exactly.
 * undefined when the file cannot be parsed.
 */
export async function attributeValues(path: string, expression: string, workDir: string, dtdFolder: string): Promise<string[] | undefined> {
  let stdout: Buffer;
  try {
    ({ stdout } = await runTool({ command: 'xmllint', args: ['--loaddtd', '--nonet', '--xpath', expression, path], workDir, timeoutMs: TIMEOUT_MS, maxOutputBytes: MAX_OUTPUT_BYTES, env: catalogEnv(dtdFolder) }));
  } catch (error) {
    // Status 10 is an empty node set: no values.
    if (error instanceof ConversionFailure && error.code === 'DAMAGED') return /exit 10\b/.test(error.message) ? [] : undefined;
    throw error;
  }
  const values: string[] = [];
  for (const match of stdout.toString('utf8').matchAll(/ [^\s="]+="([^"]*)"/g)) values.push(decodeReferences(match[1] as string));
  return values;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeReferences(text: string): string {
  return text.replace(/&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] as string;
    const code = Number.parseInt((hex ?? decimal) as string, hex === undefined ? 10 : 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
