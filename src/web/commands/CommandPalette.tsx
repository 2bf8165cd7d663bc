import { Autocomplete, Input, Keyboard, Menu, MenuItem, SearchField, Text, useFilter } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement, formatKeyBinding } from '../../core/commands/index.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import type { AppCommand } from './appCommandContext.ts';
import { useCommands } from './CommandsContext.tsx';
import { commandMessages as m } from './messages.ts';
import { paletteOrder } from './paletteOrder.ts';

const SPACE = ' ';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * Ctrl/Cmd+K: every command available here, searchable, the screen's own
 * first (paletteOrder.ts). A disabled command is
 * still listed and focusable, with its reason, so a screen-reader user learns
 * why it cannot run instead of wondering where it went. The list does not
 * scroll on its own (the dialog does), so nothing scrollable is out of
 * keyboard reach.
 */
export function CommandPalette({ isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  const { commands, context, platform, run } = useCommands();
  const { contains } = useFilter({ sensitivity: 'base' });

  const entries = paletteOrder(commands).map((command) => {
    const enablement = commandEnablement(command, context);
    return {
      id: command.id,
      command,
      label: intl.formatMessage(command.label),
      reason: enablement === true ? undefined : intl.formatMessage(enablement.reason),
      // The first shortcut is the one a command displays.
      shortcut: command.shortcuts?.[0],
    };
  });

  const choose = (command: AppCommand, reason: string | undefined) => {
    if (reason !== undefined) {
      run(command); // announces the reason; the palette stays open
      return;
    }
    onOpenChange(false);
    // Let the dialog close and give focus back before the command moves it.
    setTimeout(() => run(command), 0);
  };

  return (
    <AppDialog title={intl.formatMessage(m.openPalette)} isOpen={isOpen} onOpenChange={onOpenChange} className="modal--palette">
      <Autocomplete filter={contains}>
        <SearchField className="search-field" aria-label={intl.formatMessage(m.searchCommands)} autoFocus>
          <Input className="input" />
        </SearchField>
        <Menu
          className="palette-list"
          items={entries}
          aria-label={intl.formatMessage(m.openPalette)}
          renderEmptyState={() => <p className="palette-empty">{intl.formatMessage(m.noCommandFound)}</p>}
          onAction={(key) => {
            const entry = entries.find((e) => e.id === key);
            if (entry) choose(entry.command, entry.reason);
          }}
        >
          {(entry) => (
            <MenuItem id={entry.id} textValue={entry.label} className={entry.reason ? 'palette-item palette-item--disabled' : 'palette-item'}>
              {/* Everything the entry shows is its name (WCAG 2.5.3, label in name):
                  the label, why it is unavailable, and its shortcut. */}
              <Text slot="label" className="palette-item-text">
                {/* Real spaces between the parts, so no reader runs the words together. */}
                <span className="palette-label">{entry.label}</span>
                {entry.reason !== undefined && (
                  <>
                    {SPACE}
                    <span className="palette-reason">{intl.formatMessage(m.unavailable, { reason: entry.reason })}</span>
                  </>
                )}
                {entry.shortcut !== undefined && (
                  <>
                    {SPACE}
                    <Keyboard className="shortcut">{formatKeyBinding(entry.shortcut, platform, 'label')}</Keyboard>
                  </>
                )}
              </Text>
            </MenuItem>
          )}
        </Menu>
      </Autocomplete>
    </AppDialog>
  );
}
