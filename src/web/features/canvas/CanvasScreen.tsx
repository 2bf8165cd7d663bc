import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CanvasEditor } from '../../../core/canvas/index.ts';
import { useCanvasDevice } from './device/useCanvasDevice.ts';
import { useCanvasTarget } from './editor/useCanvasTarget.ts';
import { useEditorAnnouncements } from './editor/useEditorAnnouncements.ts';
import { useEditorState } from './editor/useEditorState.ts';
import { canvasCheckerRequests } from './checker/canvasCheckerRequests.ts';
import { CanvasChecker } from './checker/CanvasChecker.tsx';
import { CanvasFileLayer } from './file/CanvasFileLayer.tsx';
import { pinGridMessages } from './grid/messages.ts';
import { PinGridView } from './grid/PinGridView.tsx';
import { CanvasMenuBar } from './menus/CanvasMenuBar.tsx';
import { ToolOptions } from './options/ToolOptions.tsx';
import { ViewControls } from './options/ViewControls.tsx';
import { PagesPanel } from './pages/PagesPanel.tsx';
import { ArrivingPicture } from './image/ArrivingPicture.tsx';
import { PlacementDialogs } from './placement/PlacementDialogs.tsx';
import { useSonification } from './sound/useSonification.ts';
import { CanvasStatusBar } from './status/CanvasStatusBar.tsx';
import { toolbarMessages } from './toolbar/messages.ts';
import { ToolBar } from './toolbar/ToolBar.tsx';
import { TOOL_GROUPS } from './toolbar/toolGroups.ts';

/** The document's title as an h2 over the grid, so heading navigation lands next to it. */
function DocumentTitle({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const title = useEditorState(editor, (state) => state.document.title);
  return <h2 className="canvas-title">{title.trim() || intl.formatMessage(pinGridMessages.untitled)}</h2>;
}

/** Everything that works on the editor, inside the file layer (whose actions the commands call). */
function CanvasWorkspace({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  useCanvasTarget(editor);
  useEditorAnnouncements(editor);
  useSonification(editor);
  useCanvasDevice(editor);
  const checker = canvasCheckerRequests.useRequest();
  // The panel belongs to this visit of the page: leaving closes it.
  useEffect(() => canvasCheckerRequests.close, []);
  const screen = useRef<HTMLDivElement>(null);
  const focusGrid = () => screen.current?.querySelector<HTMLElement>('.pin-grid-viewport')?.focus();
  return (
    <div className="canvas-screen" ref={screen}>
      <CanvasMenuBar editor={editor} />
      <ToolBar editor={editor} label={intl.formatMessage(toolbarMessages.toolbar)} groups={TOOL_GROUPS} />
      <div className="canvas-controls">
        <ToolOptions editor={editor} />
        <ViewControls editor={editor} />
      </div>
      <DocumentTitle editor={editor} />
      <div className="canvas-workspace">
        <PinGridView editor={editor} />
        <PagesPanel editor={editor} />
      </div>
      {checker.open ? <CanvasChecker editor={editor} asked={checker.asked} focusGrid={focusGrid} /> : null}
      <CanvasStatusBar editor={editor} />
      <PlacementDialogs editor={editor} />
      <ArrivingPicture editor={editor} />
    </div>
  );
}

/**
 * The Canvas editor (/canvas): menus, tools and their options, the view
 * controls, the pin grid with its pages, and the status bar. One editor for
 * the life of the page; the file layer loads documents into it.
 */
export function CanvasScreen() {
  const [editor] = useState(() => new CanvasEditor());
  return (
    <CanvasFileLayer editor={editor}>
      <CanvasWorkspace editor={editor} />
    </CanvasFileLayer>
  );
}
