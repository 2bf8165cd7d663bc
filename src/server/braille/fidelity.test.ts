import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, sameBraille, textToLines, type BrailleTableEntry, type EngineId } from '../../core/braille/index.ts';
import { louTranslate } from '../testing/louTranslate.ts';
import { createLiblouisJsEngine } from './liblouisJsEngine.ts';
import { loadNativeLiblouis, type NativeLiblouis } from './nativeLiblouis.ts';
import type { LiblouisWorkerEngine } from '../../core/braille/index.ts';

// The fidelity test of the catalogue: every table's committed sentences go
// through each engine that has the table and through Debian's `lou_translate`
// (the reference, run here directly, not through our wrapper). An engine the
// catalogue trusts must agree on every line; the rest is measured and printed
// as the table docs/braille.md carries.

const SENTENCES = new URL('../../core/braille/__fixtures__/sentences/', import.meta.url);

function sentencesOf(table: BrailleTableEntry): string[] {
  return textToLines(readFileSync(new URL(`${table.sentences}.txt`, SENTENCES), 'utf8').trimEnd());
}

/** lou_translate itself, one process for all the lines, as a person would run it. */
const reference = (table: BrailleTableEntry, lines: readonly string[]) => louTranslate(table.tables.native ?? '', lines);

interface Measured {
  readonly agreed: number;
  readonly total: number;
  readonly failure?: string;
}

const results = new Map<string, Partial<Record<EngineId, Measured>>>();
let native: NativeLiblouis | undefined;
let liblouisJs: LiblouisWorkerEngine;

beforeAll(async () => {
  native = await loadNativeLiblouis({ cacheDir: null });
  liblouisJs = createLiblouisJsEngine({ timeoutMs: 15_000 });
});

afterAll(() => {
  liblouisJs.close();
  native?.close();
  const cell = (measured: Measured | undefined) =>
    measured === undefined ? '–' : measured.failure ? `fails (${measured.failure})` : `${Math.round((100 * measured.agreed) / measured.total)}% (${measured.agreed}/${measured.total})`;
  const rows = BRAILLE_TABLES.map((table) => {
    const measured = results.get(table.code) ?? {};
    return `| ${table.code} | ${table.tables.native ?? '–'} | ${cell(measured.native)} | ${table.tables['liblouis-js'] ?? '–'} | ${cell(measured['liblouis-js'])} | ${table.trusted.join(', ') || 'none'} |`;
  });
  console.log(
    ['', `Agreement with lou_translate ${native?.version ?? '(missing)'}, line by line:`, '', '| table | native table | native | liblouis-js table | liblouis-js | trusted |', '|---|---|---|---|---|---|', ...rows, ''].join('\n'),
  );
});

async function measure(engine: NativeLiblouis | LiblouisWorkerEngine, table: BrailleTableEntry, lines: string[], expected: string[]): Promise<Measured> {
  const tableName = table.tables[engine.engine];
  try {
    const got = await engine.translateLines(`unicode.dis,${tableName}`, lines, 'forward');
    return { agreed: got.filter((line, i) => sameBraille(line, expected[i] ?? '')).length, total: lines.length };
  } catch (error) {
    return { agreed: 0, total: lines.length, failure: error instanceof Error ? error.message.slice(0, 60) : 'error' };
  }
}

describe('braille table fidelity against Debian liblouis', () => {
  it('native liblouis is installed, as CI installs it (Debian: liblouis-bin liblouis-data)', () => {
    expect(native, 'lou_translate was not found: install Debian\'s liblouis-bin and liblouis-data').toBeDefined();
  });

  const translatable = BRAILLE_TABLES.filter((table) => table.tables.native !== undefined);
  it.each(translatable.map((table) => [table.code, table] as const))('%s: every trusted engine gives what lou_translate gives', async (_code, table) => {
    if (!native) throw new Error('native liblouis is missing');
    const lines = sentencesOf(table);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    const expected = reference(table, lines);
    expect(expected).toHaveLength(lines.length);
    const measured: Partial<Record<EngineId, Measured>> = {};
    measured.native = await measure(native, table, lines, expected);
    if (table.tables['liblouis-js']) measured['liblouis-js'] = await measure(liblouisJs, table, lines, expected);
    results.set(table.code, measured);
    for (const engine of table.trusted) {
      expect(measured[engine], `${engine} is trusted for ${table.code} but has no table`).toBeDefined();
      expect(measured[engine]?.agreed, `${engine} disagrees with lou_translate on ${table.code}`).toBe(lines.length);
    }
  }, 60_000);

  it('a table no engine has is trusted to none, so it is offered as unavailable', () => {
    for (const table of BRAILLE_TABLES.filter((entry) => Object.keys(entry.tables).length === 0)) expect(table.trusted).toEqual([]);
  });
});
