import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../core/commands/index.ts';
import { useCommands } from './CommandsContext.tsx';

/**
 * A button for a registry command: its label, its shortcut (announced through
 * aria-keyshortcuts) and its run come from the registry, never repeated here.
 */
export function CommandButton({ commandId, className = 'button button--quiet' }: { readonly commandId: string; readonly className?: string }) {
  const intl = useIntl();
  const { commands, platform, run } = useCommands();
  const command = commands.find((candidate) => candidate.id === commandId);
  if (!command) return null;
  const shortcuts = command.shortcuts?.map((binding) => formatKeyBinding(binding, platform, 'aria')).join(' ');
  return (
    <Button className={className} aria-keyshortcuts={shortcuts || undefined} onPress={() => run(command)}>
      {intl.formatMessage(command.label)}
    </Button>
  );
}
