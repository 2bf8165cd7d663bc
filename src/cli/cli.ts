import { PRODUCT_NAME } from '../shared/product.ts';

/** Where a command writes; tests pass their own. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Returns the process exit code. */
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}

/** Exit codes: 0 done, 1 the command failed, 2 it was called wrongly. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

// Later issues add their commands here (render, image2dtms, braille, packets…).
export const COMMANDS: readonly CliCommand[] = [];

export function helpText(commands: readonly CliCommand[]): string {
  const lines = [`tactile — ${PRODUCT_NAME} on the command line`, '', 'Usage: tactile <command> [options]', ''];
  if (commands.length === 0) lines.push('No commands yet.');
  for (const command of commands) lines.push(`  ${command.usage.padEnd(44)} ${command.summary}`);
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
    io.err(`tactile ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  }
}
