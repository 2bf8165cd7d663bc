// Where each command lives, so a run loads only the module of the command it
// runs: loading every command (image decoders, canvas rendering, packets) cost
// a short `tactile braille` most of its time. `tactile --help` loads them all.
// The names here must match the commands' own (cli.test.ts checks).

import type { CliEntry } from './command.ts';

interface CommandModule {
  /** The names of the commands (or groups) it holds, in help order. */
  readonly names: readonly string[];
  readonly load: () => Promise<readonly CliEntry[]>;
}

// Later issues add their commands here.
export const COMMAND_MODULES: readonly CommandModule[] = [
  { names: ['render'], load: async () => [(await import('./render.ts')).renderCommand] },
  {
    names: ['image2dtms', 'dtms2dtm', 'dtm2dtms'],
    load: async () => {
      const convert = await import('./convert.ts');
      return [convert.image2dtmsCommand, convert.dtms2dtmCommand, convert.dtm2dtmsCommand];
    },
  },
  {
    names: ['braille', 'tables'],
    load: async () => {
      const braille = await import('./braille.ts');
      return [braille.brailleCommand, braille.tablesCommand];
    },
  },
  {
    names: ['brf', 'pef'],
    load: async () => {
      const files = await import('./brailleFiles.ts');
      return [files.brfCommand, files.pefCommand];
    },
  },
  { names: ['packets'], load: async () => [(await import('./packets.ts')).packetsGroup] },
  { names: ['check'], load: async () => [(await import('./check.ts')).checkCommand] },
  { names: ['firmware'], load: async () => [(await import('./firmware.ts')).firmwareGroup] },
];

/** Every command, in help order. */
export async function allCommands(): Promise<readonly CliEntry[]> {
  return (await Promise.all(COMMAND_MODULES.map((module) => module.load()))).flat();
}

/** The commands of the module holding `name`, or all of them (help, an unknown name: the list is shown). */
export async function commandsFor(name: string | undefined): Promise<readonly CliEntry[]> {
  const module = COMMAND_MODULES.find((candidate) => name !== undefined && candidate.names.includes(name));
  return module ? module.load() : allCommands();
}
