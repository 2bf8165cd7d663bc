import { createContext, useContext } from 'react';
import type { Platform } from '../../core/commands/index.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';

export interface CommandsState {
  /** The commands active on the current screen. */
  readonly commands: readonly AppCommand[];
  readonly context: AppCommandContext;
  readonly platform: Platform;
  /** Runs a command, announcing the reason when it is disabled. */
  readonly run: (command: AppCommand) => void;
}

export const CommandsContext = createContext<CommandsState | null>(null);

export function useCommands(): CommandsState {
  const state = useContext(CommandsContext);
  if (!state) throw new Error('useCommands needs a CommandsProvider');
  return state;
}
