import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../../../core/commands/index.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { listenCommandId, type ListenCommand } from './listenCommandEntries.ts';

/**
 * A toolbar button for one of the player's commands: its name and keys from
 * the registry, run through it as a shortcut would be. The keys go on the
 * element itself as aria-keyshortcuts (React Aria's Button leaves that
 * attribute out of what it renders), as the Book's toolbar does.
 */
export function PlayerCommandButton({ command, className = 'button', children }: { readonly command: ListenCommand; readonly className?: string; readonly children?: ReactNode }) {
  const intl = useIntl();
  const { commands, platform, run } = useCommands();
  const ref = useRef<HTMLButtonElement>(null);
  const found = commands.find((candidate) => candidate.id === listenCommandId(command));
  const keys = found?.shortcuts?.map((binding) => formatKeyBinding(binding, platform, 'aria')).join(' ') ?? '';
  useEffect(() => {
    if (keys) ref.current?.setAttribute('aria-keyshortcuts', keys);
    else ref.current?.removeAttribute('aria-keyshortcuts');
  }, [keys, found]);
  if (!found) return null;
  return (
    <Button ref={ref} className={className} onPress={() => run(found)}>
      {children ?? intl.formatMessage(found.label)}
    </Button>
  );
}
