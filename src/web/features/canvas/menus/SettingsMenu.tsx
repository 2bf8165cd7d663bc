import { Header, MenuSection, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { findCanvasCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { CanvasMenu } from './CanvasMenu.tsx';
import { CommandGroups } from './CommandGroups.tsx';
import { CommandMenuItem } from './CommandMenuItem.tsx';
import { SETTING_COMMANDS, ZOOM_COMMANDS } from './menuGroups.ts';
import { menuMessages as m } from './messages.ts';

const keysOf = (selection: Selection, all: readonly string[]): Set<string> =>
  selection === 'all' ? new Set(all) : new Set([...selection].map(String));

/**
 * Settings: grid lines and cursor sounds (checkboxes), how much the cursor
 * says (brief or full, a radio choice), filled shapes, and zoom. Each choice
 * runs the registry's toggle command, so it is said and undone alike.
 */
export function SettingsMenu({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const { run } = useCommands();
  const view = useEditorState(editor, (state) => state.view);
  const filled = useEditorState(editor, (state) => state.options.filled);
  const toggle = (id: string) => {
    const command = findCanvasCommand(id);
    if (command !== undefined) run(command);
  };
  const grid = findCanvasCommand(SETTING_COMMANDS.gridLines);
  const sonify = findCanvasCommand(SETTING_COMMANDS.sonify);
  const verbosity = findCanvasCommand(SETTING_COMMANDS.verbosity);
  const fill = findCanvasCommand(SETTING_COMMANDS.filled);
  if (grid === undefined || sonify === undefined || verbosity === undefined || fill === undefined) return null;

  const viewKeys = [...(view.gridLines ? [grid.id] : []), ...(view.sonify ? [sonify.id] : [])];
  const changeView = (selection: Selection) => {
    const next = keysOf(selection, [grid.id, sonify.id]);
    if (next.has(grid.id) !== view.gridLines) toggle(grid.id);
    if (next.has(sonify.id) !== view.sonify) toggle(sonify.id);
  };
  const changeVerbosity = (selection: Selection) => {
    const next = selection === 'all' ? undefined : [...selection][0];
    if (next !== undefined && next !== view.verbosity) toggle(verbosity.id);
  };
  const changeFilled = (selection: Selection) => {
    if (keysOf(selection, [fill.id]).has(fill.id) !== filled) toggle(fill.id);
  };

  return (
    <CanvasMenu label={intl.formatMessage(m.settings)}>
      <MenuSection id="view" className="menu-section" selectionMode="multiple" selectedKeys={viewKeys} onSelectionChange={changeView}>
        <Header className="menu-heading">{intl.formatMessage(m.viewSection)}</Header>
        <CommandMenuItem command={grid} label={m.gridLines} selectable />
        <CommandMenuItem command={sonify} label={m.sonify} selectable />
      </MenuSection>
      <MenuSection id="verbosity" className="menu-section" selectionMode="single" disallowEmptySelection selectedKeys={[view.verbosity]} onSelectionChange={changeVerbosity}>
        <Header className="menu-heading">{intl.formatMessage(m.verbositySection)}</Header>
        <CommandMenuItem command={verbosity} id="brief" label={m.brief} selectable />
        <CommandMenuItem command={verbosity} id="full" label={m.full} selectable />
      </MenuSection>
      <MenuSection id="shapes" className="menu-section" selectionMode="multiple" selectedKeys={filled ? [fill.id] : []} onSelectionChange={changeFilled}>
        <Header className="menu-heading">{intl.formatMessage(m.shapesSection)}</Header>
        <CommandMenuItem command={fill} label={m.filled} selectable />
      </MenuSection>
      <CommandGroups groups={[{ id: 'zoom', heading: m.zoomSection, commandIds: ZOOM_COMMANDS }]} />
    </CanvasMenu>
  );
}
