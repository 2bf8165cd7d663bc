import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCommands } from './CommandsContext.tsx';

/**
 * A link for a registry command that goes somewhere: its label and its href
 * come from the registry, never repeated here.
 */
export function CommandLink({ commandId, className = 'link', children }: { readonly commandId: string; readonly className?: string; readonly children?: ReactNode }) {
  const intl = useIntl();
  const { commands } = useCommands();
  const command = commands.find((candidate) => candidate.id === commandId);
  if (command?.href === undefined) return null;
  return (
    <Link href={command.href} className={className}>
      {children ?? intl.formatMessage(command.label)}
    </Link>
  );
}
