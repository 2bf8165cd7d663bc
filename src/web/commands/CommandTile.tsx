import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import { useCommands } from './CommandsContext.tsx';

interface Props {
  readonly commandId: string;
  /** A visible name shorter than the command's label, for a large tile. */
  readonly title?: Message;
  readonly description?: Message;
  readonly icon?: ReactNode;
}

/**
 * A large entry for a registry command: a link when the command goes
 * somewhere, a button otherwise. Hidden when the command is unavailable to
 * this user, since a tile that does nothing is noise in Easy mode.
 */
export function CommandTile({ commandId, title, description, icon }: Props) {
  const intl = useIntl();
  const { commands, context, run } = useCommands();
  const command = commands.find((candidate) => candidate.id === commandId);
  if (!command || commandEnablement(command, context) !== true) return null;

  const body = (
    <>
      {icon}
      <span className="tile-title">{intl.formatMessage(title ?? command.label)}</span>
      {description && <span className="tile-description">{intl.formatMessage(description)}</span>}
    </>
  );
  return command.href !== undefined ? (
    <Link href={command.href} className="tile">
      {body}
    </Link>
  ) : (
    <Button className="tile" onPress={() => run(command)}>
      {body}
    </Button>
  );
}
