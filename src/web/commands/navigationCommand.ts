import type { CommandScope } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import type { AppCommand } from './appCommandContext.ts';

/** A command that goes to a page of the app. */
export function navigationCommand(
  id: string,
  label: Message,
  href: string,
  options: { scope?: CommandScope; shortcuts?: readonly string[]; isEnabled?: AppCommand['isEnabled'] } = {},
): AppCommand {
  return {
    id,
    label,
    href,
    scope: options.scope ?? 'global',
    ...(options.shortcuts ? { shortcuts: options.shortcuts } : {}),
    ...(options.isEnabled ? { isEnabled: options.isEnabled } : {}),
    run: (ctx) => ctx.navigate(href),
  };
}
