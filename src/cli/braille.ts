import { checkTables, engineChoice, languageName, tableAvailability, textToLines } from '../core/braille/index.ts';
import { EXIT, type CliCommand } from './command.ts';
import { UNAVAILABLE, tableFromArgs, translateInBatches, withEngines } from './brailleTable.ts';
import { parseArgs, UsageError } from './options.ts';

export const brailleCommand: CliCommand = {
  name: 'braille',
  usage: 'braille --table <table> [--back] [TEXT]',
  summary: 'text to Unicode braille (or back), a line out per line in; reads standard input without TEXT',
  async run(args, io) {
    const parsed = parseArgs(args, { flags: ['--back'], values: ['--table'] });
    const table = tableFromArgs(parsed);
    if (parsed.positional.length > 1) throw new UsageError('Give the text as one argument (quote it), or on standard input.');
    const text = parsed.positional[0] ?? (await io.readInput());
    // A final line end ends the last line; it does not start another.
    const lines = textToLines(text.replace(/(\r\n|\r|\n)$/, ''));
    return withEngines(async ({ translator, engines }) => {
      await checkTables(engines, [table]);
      const choice = engineChoice(table, engines);
      if (!choice.available) {
        io.err(`tactile braille: ${table.code} cannot be translated here: ${UNAVAILABLE[choice.reason]}.\n`);
        return EXIT.failed;
      }
      const result = await translateInBatches(translator, table.code, lines, parsed.flags.has('--back') ? 'backward' : 'forward');
      io.out(`${result.lines.join('\n')}\n`);
      return EXIT.ok;
    });
  },
};

export const tablesCommand: CliCommand = {
  name: 'tables',
  usage: 'tables',
  summary: 'the braille table catalogue, with the engine each table uses here and why any is unavailable',
  async run(args, io) {
    parseArgs(args, {});
    return withEngines(async ({ engines, nativeVersion }) => {
      await checkTables(engines);
      io.out(`native liblouis: ${nativeVersion ?? 'not installed'}; liblouis-js: 0.2.0 (2017)\n\n`);
      const rows = tableAvailability(engines).map(({ table, choice }) => [
        table.code,
        table.kind,
        `${languageName(table, 'en')}, grade ${table.grade}, ${table.pin} dots${table.isDefault ? ' (default)' : ''}`,
        choice.available ? choice.engine : `unavailable: ${UNAVAILABLE[choice.reason]}`,
      ]);
      const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
      for (const row of rows) io.out(`${row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  ')}\n`);
      return EXIT.ok;
    });
  },
};
