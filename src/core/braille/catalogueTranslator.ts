// A BrailleTranslator over whichever engines are present: it finds the table
// in the catalogue, checks the request's size, picks the first present engine
// that is trusted for the table and hands it the cleaned lines. The server,
// the CLI and the browser all build their translator with this.

import { BRAILLE_TABLES, findBrailleTable, findBrailleTableByFile, type BrailleTableEntry } from './catalogue.ts';
import { chooseEngine, tableList, type EngineChoice, type EngineId } from './engines.ts';
import { BrailleError } from './errors.ts';
import { cleanLine } from './prepareText.ts';
import {
  MAX_TRANSLATION_CHARS,
  MAX_TRANSLATION_LINES,
  type BrailleTranslator,
  type LineTranslator,
  type TranslationRequest,
} from './translator.ts';

/** An engine, plus which liblouis tables it can actually compile here (all, when it cannot tell). */
export interface PresentEngine extends LineTranslator {
  supports?(tableName: string): boolean;
  /**
   * Finds out whether these tables compile here, so `supports` can answer for
   * them. An engine that checks lazily (native liblouis) answers `supports`
   * only for tables checked; callers run this first (checkTables).
   */
  check?(tableNames: readonly string[]): Promise<void>;
}

/** Lets every engine check the tables of these catalogue entries (all of them by default) before `supports` is asked. */
export async function checkTables(engines: readonly PresentEngine[], tables: readonly BrailleTableEntry[] = BRAILLE_TABLES): Promise<void> {
  await Promise.all(
    engines.map((engine) => engine.check?.(tables.map((table) => table.tables[engine.engine]).filter((name) => name !== undefined))),
  );
}

/** Engines that can translate this table here, in the given order of preference. */
function presentFor(table: BrailleTableEntry, engines: readonly PresentEngine[]): EngineId[] {
  return engines
    .filter((engine) => {
      const name = table.tables[engine.engine];
      return name !== undefined && (engine.supports?.(name) ?? true);
    })
    .map((engine) => engine.engine);
}

export function engineChoice(table: BrailleTableEntry, engines: readonly PresentEngine[]): EngineChoice {
  return chooseEngine(table, presentFor(table, engines));
}

/** Every catalogue table with what these engines make of it. */
export function tableAvailability(engines: readonly PresentEngine[]): { table: BrailleTableEntry; choice: EngineChoice }[] {
  return BRAILLE_TABLES.map((table) => ({ table, choice: engineChoice(table, engines) }));
}

export function checkRequestSize(lines: readonly string[]): void {
  const chars = lines.reduce((sum, line) => sum + line.length, 0) + Math.max(0, lines.length - 1);
  if (lines.length > MAX_TRANSLATION_LINES || chars > MAX_TRANSLATION_CHARS) {
    throw new BrailleError('TEXT_TOO_LONG', `${chars} characters in ${lines.length} lines is more than one translation takes.`, {
      values: { max: MAX_TRANSLATION_CHARS },
    });
  }
}

/**
 * UNKNOWN_TABLE for a code the catalogue lacks. Translation takes catalogue
 * codes only; a liblouis file name the catalogue holds (`zh-chn.ctb`) is
 * refused naming the entry to use, never translated with another file.
 */
export function unknownTable(code: string): BrailleError {
  const byFile = findBrailleTableByFile(code);
  if (!byFile) return new BrailleError('UNKNOWN_TABLE', `There is no braille table "${code}".`, { values: { table: code } });
  const uses = byFile.table.trusted.map((engine) => byFile.table.tables[engine]).join(' or ') || 'no trusted engine';
  return new BrailleError('UNKNOWN_TABLE', `"${code}" is a liblouis file, not a table code; use ${byFile.table.code} (translated with ${uses}).`, {
    values: { table: code, entry: byFile.table.code },
  });
}

export function createCatalogueTranslator(engines: readonly PresentEngine[]): BrailleTranslator {
  return {
    async translate({ table: code, lines, direction }: TranslationRequest) {
      const table = findBrailleTable(code);
      if (!table) throw unknownTable(code);
      checkRequestSize(lines);
      await checkTables(engines, [table]);
      const choice = engineChoice(table, engines);
      if (!choice.available) {
        throw new BrailleError('TABLE_UNAVAILABLE', `No engine here translates ${code} correctly (${choice.reason}).`, {
          values: { reason: choice.reason },
        });
      }
      const engine = engines.find((candidate) => candidate.engine === choice.engine) as PresentEngine;
      const translated = await engine.translateLines(tableList(table, choice.engine) as string, lines.map(cleanLine), direction);
      return { lines: translated, engine: choice.engine };
    },
  };
}
