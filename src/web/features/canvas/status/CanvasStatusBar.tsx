import { Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { TOOLS, editMessages, pageMessages, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { useDevice } from '../../device/shell.tsx';
import { deviceShellMessages } from '../../device/shell.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { statusMessages as m } from './messages.ts';

/**
 * The status bar: tool, cursor (column and row from 1), zoom, page n of N,
 * whether there are unsaved changes, and the display's state. Not a live
 * region: the editor's announcements already say each change, and a status
 * bar that spoke every cursor move would say everything twice.
 */
export function CanvasStatusBar({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const { state: device } = useDevice();
  const tool = useEditorState(editor, (state) => state.tool);
  const cursor = useEditorState(editor, (state) => state.cursor);
  const zoom = useEditorState(editor, (state) => state.view.zoom);
  const page = useEditorState(editor, (state) => state.pageIndex) + 1;
  const pages = useEditorState(editor, (state) => state.document.pages.length);
  const dirty = useEditorState(editor, (state) => state.dirty);
  const deviceText =
    device.status === 'connected' && device.info
      ? intl.formatMessage(deviceShellMessages.statusConnected, { name: device.info.name })
      : intl.formatMessage(device.status === 'connecting' ? deviceShellMessages.statusConnecting : device.status === 'failed' ? deviceShellMessages.statusFailed : deviceShellMessages.statusDisconnected);

  return (
    <Group className="canvas-status" aria-label={intl.formatMessage(m.statusBar)}>
      <span className="canvas-status-item">{intl.formatMessage(m.tool, { tool: intl.formatMessage(TOOLS[tool].label) })}</span>
      <span className="canvas-status-item">{intl.formatMessage(m.cursor, { column: cursor.x + 1, row: cursor.y + 1 })}</span>
      <span className="canvas-status-item">{intl.formatMessage(editMessages.zoom, { zoom })}</span>
      <span className="canvas-status-item">{intl.formatMessage(pageMessages.position, { page, pages })}</span>
      <span className={`canvas-status-item${dirty ? ' canvas-status-item--unsaved' : ''}`}>{intl.formatMessage(dirty ? m.unsaved : m.saved)}</span>
      <span className="canvas-status-item">{deviceText}</span>
      {device.unsent && device.status === 'connected' && <span className="canvas-status-item">{intl.formatMessage(m.notSent)}</span>}
    </Group>
  );
}
