import { MenuItem, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement, formatKeyBinding } from '../../../../core/commands/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { AppCommand } from '../../../commands/appCommandContext.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { CheckIcon } from '../icons.tsx';

interface Props {
  readonly command: AppCommand;
  /** For an item that is a state of the command (a checkbox, a radio choice): its own id and words. */
  readonly id?: string;
  readonly label?: Message;
  /** Items of a checkbox or radio section run through the section's selection, not their own action. */
  readonly selectable?: boolean;
}

/** Real spaces between the parts of a name, so no reader runs the words together. */
const SPACE = ' ';

/**
 * A registry command as a menu item: its label, its shortcut, and — when it
 * cannot run now — why. Everything the item shows is its name (WCAG 2.5.3,
 * label in name, as in the command palette): "Save as… Ctrl+Shift+S", or
 * "Cut No area selected. Ctrl+X". An unavailable item stays focusable;
 * choosing it says why (assertively), as its shortcut does.
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
          {/* One label of three parts, laid out in the item's grid (display: contents). */}
          <Text slot="label" className="menu-item-text">
            <span className="menu-item-label">{label}</span>
            {enablement !== true && (
              <>
                {SPACE}
                <span className="menu-item-reason">{intl.formatMessage(enablement.reason)}</span>
              </>
            )}
            {binding !== undefined && (
              <>
                {SPACE}
                {/* Not React Aria's keyboard slot (a description): the shortcut is part of the name. */}
                <kbd className="menu-item-shortcut">{formatKeyBinding(binding, platform, 'label')}</kbd>
              </>
            )}
          </Text>
        </>
      )}
    </MenuItem>
  );
}
