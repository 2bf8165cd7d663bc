import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../core/commands/index.ts';
import { AppDialog } from '../ui/AppDialog.tsx';
import type { AppCommand } from './appCommandContext.ts';
import { useCommands } from './CommandsContext.tsx';
import { PALETTE_COMMAND_ID } from './globalCommands.ts';
import { commandMessages as m } from './messages.ts';
import { ShortcutText } from './ShortcutText.tsx';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Features' own sections (the tactile display's keys), after the keyboard's. */
  readonly sections?: readonly ComponentType[];
}

/** Shift+/: the shortcuts of every command available here, read from the registry, then the features' sections (the display's keys). */
export function ShortcutHelpDialog({ isOpen, onOpenChange, sections = [] }: Props) {
  const intl = useIntl();
  const { commands, platform } = useCommands();
  const paletteKeys = commands.find((command) => command.id === PALETTE_COMMAND_ID)?.shortcuts?.[0];
  const global = commands.filter((command) => command.scope === 'global');
  const local = commands.filter((command) => command.scope !== 'global');

  const table = (caption: string, rows: readonly AppCommand[]) => (
    <table className="shortcut-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.commandColumn)}</th>
          <th scope="col">{intl.formatMessage(m.shortcutColumn)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((command) => (
          <tr key={command.id}>
            <th scope="row">{intl.formatMessage(command.label)}</th>
            <td>
              {command.shortcuts?.length
                ? command.shortcuts.map((binding) => (
                    <span key={binding} className="shortcut-cell">
                      <ShortcutText binding={binding} platform={platform} />
                    </span>
                  ))
                : intl.formatMessage(m.noShortcut)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <AppDialog title={intl.formatMessage(m.showShortcuts)} isOpen={isOpen} onOpenChange={onOpenChange} className="modal--wide">
      <div className="dialog-body">
        {paletteKeys && <p>{intl.formatMessage(m.shortcutsIntro, { paletteKeys: formatKeyBinding(paletteKeys, platform, 'label') })}</p>}
        {table(intl.formatMessage(m.everywhere), global)}
        {local.length > 0 && table(intl.formatMessage(m.onThisPage), local)}
        {sections.map((Section, i) => (
          <Suspense key={i} fallback={null}>
            <Section />
          </Suspense>
        ))}
      </div>
    </AppDialog>
  );
}
