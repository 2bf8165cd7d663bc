import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serialiseDtms, type DtmsItem } from '../../../core/dtms/index.ts';
import { gridForModel, setPin } from '../../../core/pins/index.ts';
import { CommandsContext } from '../../commands/CommandsContext.tsx';
import { runCommand } from '../../commands/runCommand.ts';
import { DeviceContext } from './shell/DeviceContext.ts';
import type { DeviceControls, DevicePager } from './shell/types.ts';
import { fakeDeviceControls } from '../../testing/fakeDevice.ts';
import { loadedRegistry } from '../../testing/loadedCommands.ts';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import MiddlewareTestPanel from './MiddlewareTestPanel.tsx';
import { createIntl } from 'react-intl';
import en from '../../../../locales/en.json';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));

function item(page: number, row: number, text: number[]): DtmsItem {
  return {
    page,
    title: `Picture ${page}`,
    graphic: { name: `${page}.dtm`, grid: setPin(gridForModel(320), 0, row) },
    text: { name: `${page}.txt`, cells: Uint8Array.from(text), plain: `text ${page}` },
  };
}

const SAMPLE = serialiseDtms({ title: 'set.dtms', lang: 'english', langOption: '1', model: 320, items: [item(1, 0, [0x19, 0x15, 0x1e]), item(2, 1, []), item(3, 2, [0x01])] });

function renderPanel(device: DeviceControls) {
  const intl = createIntl({ locale: 'en', messages: en });
  const context = { navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() };
  const registry = loadedRegistry(device);
  const commands = registry.all().filter((command) => command.id.startsWith('device.'));
  renderInEnglish(
    <DeviceContext.Provider value={device}>
      <CommandsContext.Provider value={{ commands, context, platform: 'pc', run: (command) => void runCommand(registry, command, context, intl) }}>
        <MiddlewareTestPanel />
      </CommandsContext.Provider>
    </DeviceContext.Provider>,
  );
  return context;
}

async function openFile(name: string, content: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([content], name));
}

describe('the /test/middleware panel', () => {
  it('opens a DTMS file, gives the display its first page and turns pages with its pager', async () => {
    const device = fakeDeviceControls();
    let pager: DevicePager | undefined;
    vi.mocked(device.setPager).mockImplementation((registered) => {
      pager = registered;
      return () => undefined;
    });
    renderPanel(device);
    expect(screen.getByText('No file is open.')).toBeInTheDocument();
    await openFile('set.dtms', SAMPLE);

    expect(await screen.findByText('set.dtms: 3 pages')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page 1: Picture 1' })).toBeInTheDocument();
    expect(screen.getByText('⠙⠕⠞')).toBeInTheDocument();
    const shown = vi.mocked(device.show).mock.calls.at(-1)?.[0];
    expect(shown?.graphic.length).toBe(300);
    expect(shown?.graphic[0]).toBe(0x01);
    expect(Array.from(shown?.text?.subarray(0, 3) ?? [])).toEqual([0x19, 0x15, 0x1e]);
    expect(pager?.position).toEqual({ page: 1, pages: 3 });

    act(() => pager?.next());
    expect(await screen.findByRole('heading', { name: 'Page 2: Picture 2' })).toBeInTheDocument();
    expect(vi.mocked(device.show).mock.calls.at(-1)?.[0]?.graphic[0]).toBe(0x02);
    expect(screen.getByText('The braille text line is empty.')).toBeInTheDocument();
    await waitFor(() => expect(pager?.position).toEqual({ page: 2, pages: 3 }));

    // Past either end the page stays where it is.
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('heading', { name: 'Page 1: Picture 1' })).toBeInTheDocument();

    // The display's first / last page chords go to either end.
    await waitFor(() => expect(pager?.position).toEqual({ page: 1, pages: 3 }));
    act(() => pager?.last?.());
    expect(await screen.findByRole('heading', { name: 'Page 3: Picture 3' })).toBeInTheDocument();
    await waitFor(() => expect(pager?.position).toEqual({ page: 3, pages: 3 }));
    act(() => pager?.first?.());
    expect(await screen.findByRole('heading', { name: 'Page 1: Picture 1' })).toBeInTheDocument();
  });

  it('keeps the open file when the next one cannot be read, and says why', async () => {
    const device = fakeDeviceControls();
    renderPanel(device);
    await openFile('set.dtms', SAMPLE);
    await screen.findByText('set.dtms: 3 pages');
    await openFile('broken.dtms', '{"title": ');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not open broken.dtms. ${en['파일이 JSON 형식이 아닙니다.']}`);
    expect(screen.getByText('set.dtms: 3 pages')).toBeInTheDocument();
  });

  it('asks "connect device?" when Send to device is pressed with no display', async () => {
    const device = fakeDeviceControls({ hasContent: true });
    const context = renderPanel(device);
    await openFile('set.dtms', SAMPLE);
    await userEvent.click(await screen.findByRole('button', { name: 'Send to device' }));
    expect(context.openDialog).toHaveBeenCalledWith('connectDevice');
    expect(device.print).not.toHaveBeenCalled();
  });
});
