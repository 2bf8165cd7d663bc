import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageForDisplay } from '../../../../core/book/braille/index.ts';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { fakeBraille } from '../../canvas/placement/testing/contentFakes.tsx';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import type { DeviceControls } from '../../device/shell/types.ts';
import { brailleScreenContent } from '../presentation/displayContent.ts';
import { usePhraseOnDisplay } from './usePhraseOnDisplay.ts';

const connected = () => fakeDeviceControls({ status: 'connected', method: 'virtual320', info: { layout: { textCells: 20, cellsPerLine: 30, graphicLines: 10 } } as DeviceInfo });
const translate = vi.fn(async (lines: string[]) => lines.map(fakeBraille));

function mount(device: DeviceControls, text: string) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
  return renderHook(({ phrase }) => usePhraseOnDisplay(phrase, translate), { wrapper, initialProps: { phrase: text } });
}

async function expected(text: string) {
  const { screens } = await pageForDisplay([{ type: 'paragraph', children: [{ text }] }], { cellsPerLine: 30, lines: 10 }, translate);
  return brailleScreenContent(screens[0] ?? [], { cellsPerLine: 30, graphicLines: 10 });
}

describe('usePhraseOnDisplay', () => {
  it('shows the phrase in braille on a connected display, then the next phrase, and clears it on leaving', async () => {
    const device = connected();
    const view = mount(device, 'rain falls');
    await waitFor(() => expect(device.show).toHaveBeenCalled());
    const first = await expected('rain falls');
    expect(device.show).toHaveBeenLastCalledWith(first);
    expect([...first.graphic].some((pins) => pins !== 0)).toBe(true);
    view.rerender({ phrase: 'clouds' });
    const second = await expected('clouds');
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(second));
    expect(second).not.toEqual(first);
    view.unmount();
    expect(device.show).toHaveBeenLastCalledWith(null);
  });

  it('sends nothing without a display', async () => {
    translate.mockClear();
    const device = fakeDeviceControls();
    const view = mount(device, 'rain falls');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(translate).not.toHaveBeenCalled();
    expect(vi.mocked(device.show).mock.calls.filter(([content]) => content !== null)).toEqual([]);
    view.unmount();
  });
});
