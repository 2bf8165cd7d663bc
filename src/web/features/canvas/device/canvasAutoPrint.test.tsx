import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CanvasEditor, createDocument } from '../../../../core/canvas/index.ts';
import { createManualClock } from '../../../../core/device/index.ts';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import { createDeviceController, type DeviceController } from '../../device/shell/deviceController.ts';
import { openDeviceSession } from '../../device/shell/deviceSession.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { pageContent } from './deviceContent.ts';
import { useCanvasDevice } from './useCanvasDevice.ts';

// Automatic print mode wired end to end below the browser (spec §4, issue 17
// item 2): the Canvas's page goes through the app's device controller and
// the real session code to the virtual 320 on a manual clock. Every change
// of the page reaches the display from the first one, with no Print at all.

function setUp(printMode: 'automatic' | 'manual') {
  const clock = createManualClock();
  const storage = memoryStorage();
  storage.setItem('devicePreferences', JSON.stringify({ printMode }));
  const controller = createDeviceController({ storage, openSession: (method, events) => openDeviceSession(method, events, { clock, requestTransport: () => Promise.reject(new Error('no hardware')) }) });
  const print = vi.spyOn(controller, 'print');
  const editor = new CanvasEditor({ document: createDocument(320, 'Map') });
  const wrapper = ({ children }: { children: ReactNode }) => <DeviceContext.Provider value={{ ...controller, state: controller.getState() }}>{children}</DeviceContext.Provider>;
  renderHook(() => useCanvasDevice(editor), { wrapper });
  /** Runs the clock until `done` holds (the virtual display answers on the clock). */
  const until = async (done: () => boolean) => {
    for (let spent = 0; !done(); spent += 50) {
      if (spent > 60_000) throw new Error('The display never showed the page');
      await act(() => clock.advance(50));
    }
  };
  const connect = async () => {
    const connecting = controller.connect('virtual320');
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'), { timeout: 15_000 });
    await until(() => controller.getState().status !== 'connecting');
    await connecting;
  };
  return { controller, editor, until, connect, print, clock };
}

/** Whether the virtual display's graphic shows the Canvas's current page. */
function shows(controller: DeviceController, editor: CanvasEditor): boolean {
  const expected = pageContent(editor.getState().document, editor.page).graphic;
  return controller.getDisplay()?.graphic.every((cell, index) => cell === expected[index]) ?? false;
}

describe('automatic print mode on the Canvas', () => {
  it('sends the first edit, and each one after, to the display with no Print', async () => {
    const { controller, editor, until, connect, print } = setUp('automatic');
    await connect();
    act(() => editor.togglePinAtCursor());
    await until(() => shows(controller, editor) && !controller.getState().sending);
    expect(controller.getDisplay()?.graphic[0]).toBe(0b0000_0001);

    act(() => {
      editor.moveCursor({ x: 1, y: 3 });
      editor.togglePinAtCursor();
    });
    await until(() => shows(controller, editor) && !controller.getState().sending);
    expect(controller.getDisplay()?.graphic[0]).toBe(0b1000_0001);
    expect(controller.getState().unsent).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it('in manual mode keeps the edit for Print', async () => {
    const { controller, editor, connect, clock } = setUp('manual');
    await connect();
    act(() => editor.togglePinAtCursor());
    await act(() => clock.advance(10_000));
    expect(shows(controller, editor)).toBe(false);
    expect(controller.getState().unsent).toBe(true);
  });
});
