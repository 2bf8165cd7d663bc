import { Fragment } from 'react';
import { Button, Group, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { TOOLS, toolCommandId, type CanvasEditor, type ToolId } from '../../../../core/canvas/index.ts';
import { formatKeyBinding } from '../../../../core/commands/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { findCanvasCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { ShortcutText } from '../../../commands/ShortcutText.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { keyShortcutsRef } from '../keyShortcutsRef.ts';
import type { ToolGroup } from './toolGroups.ts';

interface Props {
  readonly editor: CanvasEditor;
  readonly label: string;
  readonly groups: readonly ToolGroup[];
  /** Easy canvas's plainer words; the tool's own label otherwise. */
  readonly labelOf?: (tool: ToolId) => Message;
  /** Easy canvas leaves the letters out: its screen has no tool shortcuts. */
  readonly showShortcuts?: boolean;
  readonly className?: string;
}

/**
 * The tools as a tool bar: one Tab stop, arrows between tools. Each tool is a
 * toggle button (pressed: the tool in use) showing its letter, and runs the
 * registry's tool command, so it does what the letter and the palette do. A
 * tool that cannot be used now (sharpness without a picture) stays focusable,
 * marked unavailable, and says why when pressed. Erase all acts at once: a
 * plain button.
 */
export function ToolBar({ editor, label, groups, labelOf = (tool) => TOOLS[tool].label, showShortcuts = true, className = 'tool-bar' }: Props) {
  const intl = useIntl();
  const { platform, run } = useCommands();
  const current = useEditorState(editor, (state) => state.tool);
  // What enablement depends on: the page's picture (sharpness).
  useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.image);

  const tool = (id: ToolId) => {
    const command = findCanvasCommand(toolCommandId(id));
    if (command === undefined) return null;
    const shortcut = showShortcuts ? TOOLS[id].shortcut : undefined;
    const unavailable = editor.toolEnablement(id) !== true;
    const common = {
      className: `tool-button${unavailable ? ' tool-button--unavailable' : ''}`,
      ...(unavailable ? { 'aria-disabled': true } : {}),
      ref: keyShortcutsRef(shortcut === undefined ? undefined : formatKeyBinding(shortcut, platform, 'aria')),
    };
    const content = (
      <>
        <span className="tool-button-label">{intl.formatMessage(labelOf(id))}</span>
        {shortcut !== undefined && (
          // The letter is shown; a screen reader has it from aria-keyshortcuts, not in the name.
          <span aria-hidden="true" className="tool-button-key">
            <ShortcutText binding={shortcut} platform={platform} />
          </span>
        )}
      </>
    );
    if (id === 'eraseAll') {
      return (
        <Button key={id} {...common} onPress={() => run(command)}>
          {content}
        </Button>
      );
    }
    return (
      <ToggleButton key={id} {...common} isSelected={current === id} onChange={() => run(command)}>
        {content}
      </ToggleButton>
    );
  };

  // One group needs no name of its own: the tool bar's is enough.
  const [only] = groups;
  if (groups.length === 1 && only !== undefined) {
    return (
      <Toolbar className={className} aria-label={label}>
        {only.tools.map(tool)}
      </Toolbar>
    );
  }
  return (
    <Toolbar className={className} aria-label={label}>
      {groups.map((group, index) => (
        <Fragment key={group.id}>
          {index > 0 && <Separator orientation="vertical" className="tool-bar-separator" />}
          <Group className="tool-group" aria-label={intl.formatMessage(group.label)}>
            {group.tools.map(tool)}
          </Group>
        </Fragment>
      ))}
    </Toolbar>
  );
}
