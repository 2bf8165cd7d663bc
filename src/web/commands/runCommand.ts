import type { IntlShape } from 'react-intl';
import { commandEnablement } from '../../core/commands/index.ts';
import { announce } from '../ui/announcer.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';
import { commandMessages as m } from './messages.ts';
import type { CommandRegistry } from './registry.ts';

/**
 * Runs a command, or says why it cannot run: a disabled command is never
 * silent. A feature's command whose code has not loaded yet (its shortcut
 * pressed on another screen) loads it first, then runs as it would have.
 */
export async function runCommand(registry: CommandRegistry, command: AppCommand, ctx: AppCommandContext, intl: IntlShape): Promise<void> {
  let ready = command;
  if (!registry.isReady(command.id)) {
    try {
      ready = await registry.resolve(command.id);
    } catch (error) {
      console.error(`The code of command ${command.id} did not load`, error);
      announce(intl.formatMessage(m.couldNotLoad, { command: intl.formatMessage(command.label) }), 'assertive');
      return;
    }
  }
  const enablement = commandEnablement(ready, ctx);
  if (enablement !== true) {
    announce(intl.formatMessage(enablement.reason), 'assertive');
    return;
  }
  try {
    await ready.run(ctx);
  } catch (error) {
    console.error(`Command ${command.id} failed`, error);
  }
}
