import { Header, MenuSection, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toolCommandId, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { findCanvasCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { CanvasMenu } from './CanvasMenu.tsx';
import { CommandGroups } from './CommandGroups.tsx';
import { CommandMenuItem } from './CommandMenuItem.tsx';
import { MENU_TOOLS, TOOL_MENU_ACTIONS } from './menuGroups.ts';
import { menuMessages as m } from './messages.ts';

/** Tool: the tools as a radio choice (the one in use is checked), then editing and describing. */
export function ToolMenu({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const { run } = useCommands();
  const tool = useEditorState(editor, (state) => state.tool);
  const choose = (keys: Selection) => {
    const id = keys === 'all' ? undefined : [...keys][0];
    const command = typeof id === 'string' ? findCanvasCommand(id) : undefined;
    if (command !== undefined) run(command);
  };
  return (
    <CanvasMenu label={intl.formatMessage(m.tool)}>
      <MenuSection id="tools" className="menu-section" selectionMode="single" disallowEmptySelection selectedKeys={[toolCommandId(tool)]} onSelectionChange={choose}>
        <Header className="menu-heading">{intl.formatMessage(m.toolsSection)}</Header>
        {MENU_TOOLS.map((id) => {
          const command = findCanvasCommand(toolCommandId(id));
          return command === undefined ? null : <CommandMenuItem key={id} command={command} selectable />;
        })}
      </MenuSection>
      <CommandGroups groups={TOOL_MENU_ACTIONS} />
    </CanvasMenu>
  );
}
