import { Group, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { TOOLS, toolMessages, type CanvasEditor, type ToolId } from '../../../../core/canvas/index.ts';
import { findCanvasCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { menuMessages } from '../menus/messages.ts';
import { optionMessages as m } from './messages.ts';
import { PercentSlider } from './PercentSlider.tsx';
import { PinCountField } from './PinCountField.tsx';

const THICK: ReadonlySet<ToolId> = new Set(['pen', 'mirrorPen', 'line', 'rectangle', 'circle', 'triangle']);
const SHAPES: ReadonlySet<ToolId> = new Set(['rectangle', 'circle', 'triangle']);

/** Which options a tool has (spec §9: thickness, sizes, percentages with min, max and unit). */
export function optionsOf(tool: ToolId) {
  return {
    thickness: THICK.has(tool),
    filled: SHAPES.has(tool),
    eraserSize: tool === 'eraser',
    opacity: tool === 'image',
    sharpness: tool === 'image' || tool === 'sharpness',
  };
}

/**
 * The options of the tool in use, and only those. The image tool's opacity
 * and sharpness apply to the next picture; the sharpness tool converts the
 * page's picture again, which a saved sharpness forbids (spec §4): then the
 * slider is unavailable and says why.
 */
export function ToolOptions({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const { run } = useCommands();
  const tool = useEditorState(editor, (state) => state.tool);
  const options = useEditorState(editor, (state) => state.options);
  const image = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.image);
  const shown = optionsOf(tool);
  const any = Object.values(shown).some(Boolean);
  const sharpnessRefusal = tool === 'sharpness' ? editor.toolEnablement('sharpness') : true;
  const toggleFilled = findCanvasCommand('canvas.toggleFilled');

  return (
    <Group className="tool-options" aria-label={intl.formatMessage(m.options, { tool: intl.formatMessage(TOOLS[tool].label) })}>
      {!any && <p className="field-note">{intl.formatMessage(m.noOptions)}</p>}
      {shown.thickness && <PinCountField label={m.thickness} option="thickness" value={options.thickness} onChange={(value) => editor.setOption('thickness', value)} />}
      {shown.eraserSize && <PinCountField label={m.eraserSize} option="eraserSize" value={options.eraserSize} onChange={(value) => editor.setOption('eraserSize', value)} />}
      {shown.filled && toggleFilled !== undefined && (
        <Switch className="canvas-switch" isSelected={options.filled} onChange={() => run(toggleFilled)}>
          <span className="canvas-switch-track" aria-hidden="true">
            <span className="canvas-switch-thumb" />
          </span>
          {intl.formatMessage(menuMessages.filled)}
        </Switch>
      )}
      {shown.opacity && <PercentSlider label={m.opacity} option="opacity" value={options.opacity} onChangeEnd={(value) => editor.setOption('opacity', value)} />}
      {shown.sharpness && (
        <PercentSlider
          label={toolMessages.sharpness}
          option="sharpness"
          value={tool === 'sharpness' ? (image?.sharpness ?? options.sharpness) : options.sharpness}
          onChangeEnd={(value) => (tool === 'sharpness' ? editor.setSharpness(value) : editor.setOption('sharpness', value))}
          {...(sharpnessRefusal === true ? {} : { unavailable: intl.formatMessage(sharpnessRefusal.reason) })}
        />
      )}
    </Group>
  );
}
