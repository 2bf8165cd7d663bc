// Finding the catalogue table a `--table` option names and loading the
// engines, for the braille commands.

import {
  MAX_TRANSLATION_CHARS,
  MAX_TRANSLATION_LINES,
  findBrailleTable,
  findBrailleTableByFile,
  splitLongLine,
  type BrailleTableEntry,
  type BrailleTranslator,
  type Direction,
  type EngineChoice,
  type EngineId,
} from '../core/braille/index.ts';
import { loadBrailleEngines, type BrailleEngines } from '../server/braille/brailleEngines.ts';
import { BrailleSettingsError, nativeLiblouisOptionsFromEnv } from '../server/braille/brailleSettings.ts';
import { UsageError, type ParsedArgs } from './options.ts';

/**
 * `--table` as a catalogue code (`en-ueb-g2`) or the liblouis file of one
 * (`en-ueb-g2.ctb`). A file name means that file: one the entry does not
 * translate with (`zh-chn.ctb`, while zh-hans-current uses `zhcn-g1.ctb`) is
 * refused, naming the entry and the file it uses.
 */
export function tableFromArgs(parsed: ParsedArgs): BrailleTableEntry {
  const name = parsed.values.get('--table');
  if (name === undefined) throw new UsageError('--table is required (see "tactile tables").');
  const byCode = findBrailleTable(name);
  if (byCode) return byCode;
  const byFile = findBrailleTableByFile(name);
  if (!byFile) throw new UsageError(`There is no braille table "${name}" in the catalogue; "tactile tables" lists them.`);
  if (!byFile.exact) {
    const uses = byFile.table.trusted.map((engine) => byFile.table.tables[engine]).join(' or ');
    throw new UsageError(
      `${name} is not a table this program translates with: the catalogue's ${byFile.table.code} uses ${uses || 'no trusted engine'}, whose braille differs. Use --table ${byFile.table.code}.`,
    );
  }
  return byFile.table;
}

/** Engines for one command run, closed afterwards so the process can end. */
export async function withEngines<T>(action: (engines: BrailleEngines) => Promise<T>): Promise<T> {
  // The server's engine and settings; table checks are remembered in the user's cache folder.
  let options;
  try {
    options = nativeLiblouisOptionsFromEnv(process.env);
  } catch (error) {
    if (error instanceof BrailleSettingsError) throw new UsageError(error.message);
    throw error;
  }
  // One process a call, waited for: a command makes one call or a few big ones, where a resident worker gains nothing.
  const engines = await loadBrailleEngines(undefined, { ...options, resident: false, blocking: true });
  try {
    return await action(engines);
  } finally {
    engines.close();
  }
}

/** Why a table cannot be translated here, for the terminal. */
export const UNAVAILABLE: Record<Exclude<EngineChoice, { available: true }>['reason'], string> = {
  NO_TABLE: 'no engine has a table for it',
  NOT_TRUSTED: 'no engine here matches current liblouis for it',
  ENGINE_MISSING: 'needs native liblouis (Debian: liblouis-bin liblouis-data)',
};

/**
 * Any number of lines through the translator, in as many requests as its
 * size limits need (a line longer than one request takes goes in pieces cut
 * after spaces, joined again); one line out per line in.
 */
export async function translateInBatches(translator: BrailleTranslator, table: string, text: readonly string[], direction: Direction) {
  const pieces = text.map((line) => splitLongLine(line, MAX_TRANSLATION_CHARS));
  const lines = pieces.flat();
  const braille: string[] = [];
  let engine: EngineId | undefined;
  for (let start = 0; start < lines.length; ) {
    let end = start;
    let chars = 0;
    while (end < lines.length && end - start < MAX_TRANSLATION_LINES) {
      // The translator counts a line end between lines as a character.
      const next = chars + (lines[end]?.length ?? 0) + (end > start ? 1 : 0);
      if (end > start && next > MAX_TRANSLATION_CHARS) break;
      chars = next;
      end++;
    }
    const result = await translator.translate({ table, lines: lines.slice(start, end), direction });
    braille.push(...result.lines);
    engine = result.engine;
    start = end;
  }
  let next = 0;
  const joined = pieces.map((linePieces) => braille.slice(next, (next += linePieces.length)).join(''));
  return { lines: joined, engine: engine ?? 'native' };
}
