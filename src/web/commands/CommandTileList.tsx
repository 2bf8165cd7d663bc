import { Button, Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import type { AppCommand } from './appCommandContext.ts';
import { useCommands } from './CommandsContext.tsx';

export interface TileSpec {
  readonly commandId: string;
  /** A visible name shorter than the command's label, for a large tile. */
  readonly title?: Message;
  readonly description?: Message;
}

/**
 * Large entries for registry commands: a link when the command goes
 * somewhere, a button otherwise. A command this user cannot run is left out,
 * list item and all: in Easy mode a tile that does nothing is noise.
 */
export function CommandTileList({ tiles, className, label }: { readonly tiles: readonly TileSpec[]; readonly className: string; readonly label?: string }) {
  const intl = useIntl();
  const { commands, context, run } = useCommands();
  const available = tiles.flatMap((tile) => {
    const command = commands.find((candidate) => candidate.id === tile.commandId);
    return command && commandEnablement(command, context) === true ? [{ ...tile, command }] : [];
  });

  const body = (command: AppCommand, title?: Message, description?: Message) => (
    <>
      <span className="tile-title">{intl.formatMessage(title ?? command.label)}</span>
      {description && <span className="tile-description">{intl.formatMessage(description)}</span>}
    </>
  );

  return (
    <ul className={`tile-grid ${className}`} aria-label={label}>
      {available.map(({ command, title, description }) => (
        <li key={command.id}>
          {command.href !== undefined ? (
            <Link href={command.href} className="tile">
              {body(command, title, description)}
            </Link>
          ) : (
            <Button className="tile" onPress={() => run(command)}>
              {body(command, title, description)}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
