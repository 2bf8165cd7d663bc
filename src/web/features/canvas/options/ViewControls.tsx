import { Button, Group, Input, Label, NumberField, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { OPTION_RANGES, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { formatKeyBinding } from '../../../../core/commands/index.ts';
import { findCanvasCommand, type CanvasAppCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { keyShortcutsRef } from '../keyShortcutsRef.ts';
import { menuMessages } from '../menus/messages.ts';
import { optionMessages as m } from './messages.ts';

const PERCENT = { style: 'unit', unit: 'percent' } as const;

/** Zoom (out, the value, in; 10–400 %) and grid lines: how the grid looks, not what it holds. */
export function ViewControls({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const { platform, run } = useCommands();
  const zoom = useEditorState(editor, (state) => state.view.zoom);
  const gridLines = useEditorState(editor, (state) => state.view.gridLines);
  const range = OPTION_RANGES.zoom;
  const keys = (command: CanvasAppCommand) => command.shortcuts?.map((binding) => formatKeyBinding(binding, platform, 'aria')).join(' ');
  const commandButton = (id: string) => {
    const command = findCanvasCommand(id);
    if (command === undefined) return null;
    return (
      <Button className="button button--quiet" ref={keyShortcutsRef(keys(command))} onPress={() => run(command)}>
        {intl.formatMessage(command.label)}
      </Button>
    );
  };
  const toggleGrid = findCanvasCommand('canvas.toggleGrid');

  return (
    <Group className="view-controls" aria-label={intl.formatMessage(m.view)}>
      {commandButton('canvas.zoomOut')}
      <NumberField className="canvas-field zoom-field" value={zoom} minValue={range.min} maxValue={range.max} step={range.step} formatOptions={PERCENT} onChange={(value) => Number.isFinite(value) && editor.setView('zoom', value)}>
        <Label className="field-label">{intl.formatMessage(m.zoom)}</Label>
        <Input className="input number-input" />
      </NumberField>
      {commandButton('canvas.zoomIn')}
      {toggleGrid !== undefined && (
        <Switch className="canvas-switch" isSelected={gridLines} onChange={() => run(toggleGrid)}>
          <span className="canvas-switch-track" aria-hidden="true">
            <span className="canvas-switch-thumb" />
          </span>
          {intl.formatMessage(menuMessages.gridLines)}
        </Switch>
      )}
    </Group>
  );
}
