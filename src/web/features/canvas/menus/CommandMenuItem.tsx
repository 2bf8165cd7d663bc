import { MenuItem, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement } from '../../../../core/commands/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { AppCommand } from '../../../commands/appCommandContext.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { CheckIcon } from '../icons.tsx';
import { MenuShortcut } from './MenuShortcut.tsx';

interface Props {
  readonly command: AppCommand;
  /** For an item that is a state of the command (a checkbox, a radio choice): its own id and words. */
  readonly id?: string;
  readonly label?: Message;
  /** Items of a checkbox or radio section run through the section's selection, not their own action. */
  readonly selectable?: boolean;
}

/**
 * A registry command as a menu item: its label, its shortcut, and — when it
 * cannot run now — why, as the item's description. An unavailable item
 * stays focusable; choosing it says why (assertively), as its shortcut does.
 */
export function CommandMenuItem({ command, id = command.id, label: ownLabel, selectable = false }: Props) {
  const intl = useIntl();
  const { context, platform, run } = useCommands();
  const label = intl.formatMessage(ownLabel ?? command.label);
  const enablement = commandEnablement(command, context);
  const binding = command.shortcuts?.[0];
  return (
    <MenuItem
      id={id}
      textValue={label}
      className={`menu-item${enablement === true ? '' : ' menu-item--unavailable'}`}
      {...(selectable ? {} : { onAction: () => run(command) })}
    >
      {({ isSelected }) => (
        <>
          {selectable && (
            <span className="menu-item-check">{isSelected && <CheckIcon />}</span>
          )}
          <Text slot="label" className="menu-item-label">
            {label}
          </Text>
          {enablement !== true && (
            <Text slot="description" className="menu-item-reason">
              {intl.formatMessage(enablement.reason)}
            </Text>
          )}
          {binding !== undefined && <MenuShortcut binding={binding} platform={platform} />}
        </>
      )}
    </MenuItem>
  );
}
