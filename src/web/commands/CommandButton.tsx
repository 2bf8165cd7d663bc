import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../core/commands/index.ts';
import { useCommands } from './CommandsContext.tsx';

/**
 * A button for a registry command: its label, its shortcut (announced through
 * aria-keyshortcuts) and its run come from the registry, never repeated here.
 * React Aria's Button leaves aria-keyshortcuts out of what it renders, so the
 * keys are set on the element itself.
 */
interface Props {
  readonly commandId: string;
  readonly className?: string;
  /** Visible content other than the command's label (it then names the button). */
  readonly children?: ReactNode;
}

export function CommandButton({ commandId, className = 'button button--quiet', children }: Props) {
  const intl = useIntl();
  const { commands, platform, run } = useCommands();
  const ref = useRef<HTMLButtonElement>(null);
  const command = commands.find((candidate) => candidate.id === commandId);
  const shortcuts = command?.shortcuts?.map((binding) => formatKeyBinding(binding, platform, 'aria')).join(' ') ?? '';
  useEffect(() => {
    if (shortcuts) ref.current?.setAttribute('aria-keyshortcuts', shortcuts);
    else ref.current?.removeAttribute('aria-keyshortcuts');
  }, [shortcuts, command]);
  if (!command) return null;
  return (
    <Button ref={ref} className={className} onPress={() => run(command)}>
      {children ?? intl.formatMessage(command.label)}
    </Button>
  );
}
