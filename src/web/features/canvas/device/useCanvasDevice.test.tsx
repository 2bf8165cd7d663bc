import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CanvasEditor, createDocument } from '../../../../core/canvas/index.ts';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import type { DevicePager } from '../../device/shell/types.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { pageContent } from './deviceContent.ts';
import { useCanvasDevice } from './useCanvasDevice.ts';

function setup() {
  const device = fakeDeviceControls();
  const editor = new CanvasEditor({ document: createDocument(320, 'Map') });
  const wrapper = ({ children }: { children: ReactNode }) => <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
  const hook = renderHook(() => useCanvasDevice(editor), { wrapper });
  const pager = () => vi.mocked(device.setPager).mock.calls.at(-1)?.[0] as DevicePager;
  return { device, editor, hook, pager };
}

describe('the display and the Canvas', () => {
  it('gives the display the page in pin order, the text line in Unicode braille order', () => {
    const editor = new CanvasEditor();
    editor.togglePinAtCursor(); // pin (0, 0): dot 1 of cell 1
    editor.moveCursor({ x: 1, y: 3 }); // right column, bottom row: bit 7 of cell 1
    editor.togglePinAtCursor();
    editor.setPageText({ plain: 'a', cells: new Uint8Array([1]) });
    const { document, pageIndex } = editor.getState();
    const content = pageContent(document, document.pages[pageIndex] ?? editor.page);
    expect(content.graphic).toHaveLength(300);
    expect(content.graphic[0]).toBe(0b1000_0001);
    expect(content.text).toEqual(new Uint8Array([1]));
  });

  it('shows the page at once and again after every change of its pins or text, not after a cursor move', () => {
    const { device, editor } = setup();
    expect(device.show).toHaveBeenCalledTimes(1);
    act(() => editor.moveCursor({ x: 3, y: 3 }));
    expect(device.show).toHaveBeenCalledTimes(1);
    act(() => editor.togglePinAtCursor());
    expect(device.show).toHaveBeenCalledTimes(2);
    act(() => editor.setPageText({ plain: 'b', cells: new Uint8Array([3]) }));
    expect(device.show).toHaveBeenCalledTimes(3);
  });

  it('turns the document\'s pages with the display\'s panning keys, and says where it is', () => {
    const { editor, pager } = setup();
    act(() => editor.addPage());
    expect(pager().position).toEqual({ page: 2, pages: 2 });
    act(() => pager().previous());
    expect(editor.getState().pageIndex).toBe(0);
    expect(pager().position).toEqual({ page: 1, pages: 2 });
    act(() => pager().next());
    expect(editor.getState().pageIndex).toBe(1);
  });

  it('takes its page away from the display when the Canvas goes', () => {
    const { device, hook } = setup();
    hook.unmount();
    expect(device.show).toHaveBeenLastCalledWith(null);
  });
});
