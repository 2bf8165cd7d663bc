import type { CommandScope } from '../../core/commands/index.ts';
import type { AppCommand } from './appCommandContext.ts';
import { canvasCommands } from '../canvas/canvasCommands.ts';
import { cloudCommands } from '../cloud/cloudCommands.ts';
import { deviceCommands } from '../device/deviceCommands.ts';
import { easyCommands } from './easyCommands.ts';
import { globalCommands } from './globalCommands.ts';

/**
 * Every command of the app. The keyboard dispatcher, the palette, the
 * shortcut help and the Easy buttons all read this one list; features add
 * their own command lists here.
 */
export const ALL_COMMANDS: readonly AppCommand[] = [...globalCommands, ...deviceCommands, ...easyCommands, ...cloudCommands, ...canvasCommands];

/** The commands active on a screen: the global ones, the screen's scope and any it also runs. */
export function commandsInScope(scope: CommandScope, alsoActive: readonly CommandScope[] = []): AppCommand[] {
  return ALL_COMMANDS.filter((command) => command.scope === 'global' || command.scope === scope || alsoActive.includes(command.scope));
}
