import { PRODUCT_NAME } from '../shared/product.ts';
import { brailleCommand, tablesCommand } from './braille.ts';
import { brfCommand, pefCommand } from './brailleFiles.ts';
import { EXIT, type CliCommand, type CliIo } from './command.ts';
import { dtm2dtmsCommand, dtms2dtmCommand, image2dtmsCommand } from './convert.ts';
import { UsageError } from './options.ts';
import { renderCommand } from './render.ts';

export { EXIT, type CliCommand, type CliIo } from './command.ts';

// Later issues add their commands here (packets…).
export const COMMANDS: readonly CliCommand[] = [
  renderCommand,
  image2dtmsCommand,
  dtms2dtmCommand,
  dtm2dtmsCommand,
  brailleCommand,
  tablesCommand,
  brfCommand,
  pefCommand,
];

export function helpText(commands: readonly CliCommand[]): string {
  const lines = [`tactile — ${PRODUCT_NAME} on the command line`, '', 'Usage: tactile <command> [options]', ''];
  if (commands.length === 0) lines.push('No commands yet.');
  for (const command of commands) {
    // A long usage gets its summary on the next line, still aligned.
    lines.push(command.usage.length > 44 ? `  ${command.usage}\n  ${' '.repeat(44)} ${command.summary}` : `  ${command.usage.padEnd(44)} ${command.summary}`);
  }
  lines.push('', 'tactile --help    this text', 'tactile --version the version');
  return `${lines.join('\n')}\n`;
}

export async function runCli(argv: readonly string[], io: CliIo, commands = COMMANDS, version = '0.0.0'): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText(commands));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${version}\n`);
    return EXIT.ok;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`tactile: unknown command "${name}". Run "tactile --help" for the list.\n`);
    return EXIT.usage;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`tactile ${name}: ${error.message}\nUsage: tactile ${command.usage}\n`);
      return EXIT.usage;
    }
    io.err(`tactile ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  }
}
