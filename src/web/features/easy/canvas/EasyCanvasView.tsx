import { useState } from 'react';
import { Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CanvasEditor, EASY_TOOLS, pageMessages, type ToolId } from '../../../../core/canvas/index.ts';
import { CANVAS_FILE_COMMAND_IDS } from '../../canvas/manifest.ts';
import { CommandButton } from '../../../commands/CommandButton.tsx';
import { PRINT_COMMAND_ID } from '../../device/manifest.ts';
import { useCanvasDevice } from '../../canvas/index.ts';
import { useCanvasTarget } from '../../canvas/index.ts';
import { useEditorAnnouncements } from '../../canvas/index.ts';
import { useEditorState } from '../../canvas/index.ts';
import { CanvasFileLayer } from '../../canvas/index.ts';
import { PinGridView } from '../../canvas/index.ts';
import { PagesPanel } from '../../canvas/index.ts';
import { PlacementDialogs } from '../../canvas/index.ts';
import { statusMessages } from '../../canvas/index.ts';
import { ToolBar } from '../../canvas/index.ts';
import { EasyActionButton } from './EasyActionButton.tsx';
import { easyCanvasMessages as m, easyToolMessages } from './messages.ts';
import '../../../styles/canvas.css';
import '../../../styles/canvas-panels.css';

const EASY_GROUPS = [{ id: 'easy', label: m.tools, tools: EASY_TOOLS }];
const easyLabel = (tool: ToolId) => easyToolMessages[tool as keyof typeof easyToolMessages] ?? easyToolMessages.pointer;

/** Page n of N and whether the drawing is saved: all Easy canvas says about itself. */
function EasyStatus({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const page = useEditorState(editor, (state) => state.pageIndex) + 1;
  const pages = useEditorState(editor, (state) => state.document.pages.length);
  const dirty = useEditorState(editor, (state) => state.dirty);
  return (
    <p className="canvas-status">
      <span className="canvas-status-item">{intl.formatMessage(pageMessages.position, { page, pages })}</span>
      <span className={`canvas-status-item${dirty ? ' canvas-status-item--unsaved' : ''}`}>{intl.formatMessage(dirty ? statusMessages.unsaved : statusMessages.saved)}</span>
    </p>
  );
}

function EasyCanvasWorkspace({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  // Its shortcuts are the Canvas's (the route also runs the canvas scope), for its own tools only.
  useCanvasTarget(editor, EASY_TOOLS);
  useEditorAnnouncements(editor);
  useCanvasDevice(editor);
  return (
    <div className="easy-canvas">
      <Group className="easy-actions" aria-label={intl.formatMessage(m.fileActions)}>
        <EasyActionButton commandId={CANVAS_FILE_COMMAND_IDS.newDocument} label={m.newDrawing} />
        <EasyActionButton commandId={CANVAS_FILE_COMMAND_IDS.open} label={m.openFromCloud} />
        <EasyActionButton commandId={CANVAS_FILE_COMMAND_IDS.save} label={m.save} primary />
        <EasyActionButton commandId="canvas.undo" label={m.undo} />
        <CommandButton commandId={PRINT_COMMAND_ID} className="button button--large">
          {intl.formatMessage(m.sendToDevice)}
        </CommandButton>
      </Group>
      <ToolBar editor={editor} label={intl.formatMessage(m.tools)} groups={EASY_GROUPS} labelOf={easyLabel} showShortcuts={false} className="tool-bar tool-bar--easy" />
      <div className="canvas-workspace">
        <PinGridView editor={editor} help="easy" />
        <PagesPanel editor={editor} easy />
      </div>
      <EasyStatus editor={editor} />
      <PlacementDialogs editor={editor} easy />
    </div>
  );
}

/**
 * Easy canvas (/easy/canvas): the Canvas's editor and grid with the everyday
 * tools in plain words, large buttons for new, open, save, undo and send,
 * and the pages. No menus; every action is a button, and the Canvas's
 * shortcuts work too (for its own tools only).
 */
export default function EasyCanvasView() {
  const [editor] = useState(() => new CanvasEditor());
  return (
    <CanvasFileLayer editor={editor}>
      <EasyCanvasWorkspace editor={editor} />
    </CanvasFileLayer>
  );
}
