import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CanvasEditor, editMessages, pageMessages, toolMessages } from '../../../../core/canvas/index.ts';
import { deviceShellMessages } from '../../device/shell/messages.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { CanvasStatusBar } from './CanvasStatusBar.tsx';
import { statusMessages as m } from './messages.ts';

describe('the status bar', () => {
  it('shows the tool, the cursor from 1, the zoom, the page, unsaved changes and the display', () => {
    const editor = new CanvasEditor();
    renderCanvas(<CanvasStatusBar editor={editor} />, { device: fakeDeviceControls() });
    const bar = screen.getByRole('group', { name: text(m.statusBar) });
    expect(bar).toHaveTextContent(text(m.tool, { tool: text(toolMessages.pointer) }));
    expect(bar).toHaveTextContent(text(m.cursor, { column: 1, row: 1 }));
    expect(bar).toHaveTextContent(text(editMessages.zoom, { zoom: 100 }));
    expect(bar).toHaveTextContent(text(pageMessages.position, { page: 1, pages: 1 }));
    expect(bar).toHaveTextContent(text(m.saved));
    expect(bar).toHaveTextContent(text(deviceShellMessages.statusDisconnected));
    expect(bar).not.toHaveAttribute('aria-live');
    act(() => {
      editor.moveCursor({ x: 4, y: 2 });
      editor.togglePinAtCursor();
      editor.addPage();
    });
    expect(bar).toHaveTextContent(text(m.cursor, { column: 5, row: 3 }));
    expect(bar).toHaveTextContent(text(pageMessages.position, { page: 2, pages: 2 }));
    expect(bar).toHaveTextContent(text(m.unsaved));
  });
});
