// What every command of the `tactile` tool is: a name, its usage, and a run that returns the exit code.

/** Where a command writes; tests pass their own. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** All of standard input, for commands that read text from it. */
  readonly readInput: () => Promise<string>;
}

export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Returns the process exit code. */
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}

/**
 * Commands under one name (`tactile packets decode …`): the argument after
 * the group's name picks one. Each command's `name` is its word after the
 * group's, and its `usage` is written in full (`packets decode [HEX...]`).
 */
export interface CliGroup {
  readonly name: string;
  readonly commands: readonly CliCommand[];
}

export type CliEntry = CliCommand | CliGroup;

export function isGroup(entry: CliEntry): entry is CliGroup {
  return 'commands' in entry;
}

/** Exit codes: 0 done, 1 the command failed, 2 it was called wrongly. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
