import type { IntlShape } from 'react-intl';
import { commandEnablement } from '../../core/commands/index.ts';
import { announce } from '../ui/announcer.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';

/** Runs a command, or says why it cannot run: a disabled command is never silent. */
export function runCommand(command: AppCommand, ctx: AppCommandContext, intl: IntlShape): void {
  const enablement = commandEnablement(command, ctx);
  if (enablement !== true) {
    announce(intl.formatMessage(enablement.reason), 'assertive');
    return;
  }
  void Promise.resolve(command.run(ctx)).catch((error: unknown) => console.error(`Command ${command.id} failed`, error));
}
