import type { AppCommand } from './appCommandContext.ts';

/**
 * The palette's order: the screen's own commands first (its scope, then any
 * it also runs, as the registry lists them), the app's global ones (go to a
 * screen, language, device) after. Someone on the Canvas looks for Save or
 * Undo, not "Go to Library"; typing still finds either.
 */
export function paletteOrder(commands: readonly AppCommand[]): AppCommand[] {
  return [...commands.filter((command) => command.scope !== 'global'), ...commands.filter((command) => command.scope === 'global')];
}
