import { PRODUCT_NAME } from '../shared/product.ts';
import { EXIT, isGroup, type CliCommand, type CliEntry, type CliIo } from './command.ts';
import { commandsFor } from './commandModules.ts';
import { UsageError } from './options.ts';

export { EXIT, type CliCommand, type CliEntry, type CliGroup, type CliIo } from './command.ts';

// The commands are listed in commandModules.ts, loaded as a run needs them.

function usageLine(command: CliCommand): string {
  // A long usage gets its summary on the next line, still aligned.
  return command.usage.length > 44 ? `  ${command.usage}\n  ${' '.repeat(44)} ${command.summary}` : `  ${command.usage.padEnd(44)} ${command.summary}`;
}

export function helpText(commands: readonly CliEntry[]): string {
  const lines = [`tactile — ${PRODUCT_NAME} on the command line`, '', 'Usage: tactile <command> [options]', ''];
  if (commands.length === 0) lines.push('No commands yet.');
  for (const entry of commands) {
    if (isGroup(entry)) lines.push(...entry.commands.map(usageLine));
    else lines.push(usageLine(entry));
  }
  lines.push('', 'tactile --help    this text', 'tactile --version the version');
  return `${lines.join('\n')}\n`;
}

const isHelp = (arg: string | undefined) => arg === '--help' || arg === '-h' || arg === 'help';

/** Runs a command; without `commands`, the one named is loaded from its module (commandModules.ts). */
export async function runCli(argv: readonly string[], io: CliIo, given?: readonly CliEntry[], version = '0.0.0'): Promise<number> {
  const [name, ...rest] = argv;
  const commands = given ?? (name === '--version' || name === '-v' ? [] : await commandsFor(name));
  if (name === undefined || isHelp(name)) {
    io.out(helpText(commands));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${version}\n`);
    return EXIT.ok;
  }
  const entry = commands.find((candidate) => candidate.name === name);
  if (!entry) {
    io.err(`tactile: unknown command "${name}". Run "tactile --help" for the list.\n`);
    return EXIT.usage;
  }
  let command: CliCommand;
  let label = name;
  let args = rest;
  if (isGroup(entry)) {
    const [subName, ...subArgs] = rest;
    const list = entry.commands.map((sub) => `  tactile ${sub.usage}\n`).join('');
    if (isHelp(subName)) {
      io.out(list);
      return EXIT.ok;
    }
    const sub = entry.commands.find((candidate) => candidate.name === subName);
    if (!sub) {
      io.err(`tactile ${name}: ${subName === undefined ? 'which command?' : `unknown command "${subName}".`}\nUsage:\n${list}`);
      return EXIT.usage;
    }
    command = sub;
    label = `${name} ${sub.name}`;
    args = subArgs;
  } else command = entry;
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`tactile ${label}: ${error.message}\nUsage: tactile ${command.usage}\n`);
      return EXIT.usage;
    }
    io.err(`tactile ${label}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  }
}
