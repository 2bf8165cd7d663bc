import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import type { AppCommandContext } from '../../../commands/appCommandContext.ts';
import { CommandsContext } from '../../../commands/CommandsContext.tsx';
import { commandsWithCode, createCommandRegistry } from '../../../commands/registry.ts';
import { runCommand } from '../../../commands/runCommand.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { renderInEnglish } from '../../../testing/renderWithApp.tsx';
import { announce } from '../../../ui/announcer.ts';
import { useDevice, useVirtualDisplayState } from './DeviceContext.ts';
import { deviceCommandCode } from '../commandCode.ts';
import { DEVICE_COMMAND_ENTRIES } from '../manifest.ts';
import { DeviceProvider } from './DeviceProvider.tsx';
import { DeviceStatusButton } from './DeviceStatusButton.tsx';
import type { DeviceControls } from './types.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const intl = createIntl({ locale: 'en', messages: en });
const latest: { controls?: DeviceControls } = {};
let openDialog = vi.fn();

// The device commands as the app runs them: their code reads the display the provider registered.
const registry = createCommandRegistry(commandsWithCode(DEVICE_COMMAND_ENTRIES, deviceCommandCode), []);

/** The command layer as CommandsProvider builds it, with the device commands. */
function Commands({ children }: { readonly children: ReactNode }) {
  const device = useDevice();
  useEffect(() => {
    latest.controls = device;
  });
  const context: AppCommandContext = { navigate: vi.fn(), session: undefined, openDialog, signOut: vi.fn() };
  return (
    <CommandsContext.Provider value={{ commands: registry.all(), context, platform: 'pc', run: (command) => void runCommand(registry, command, context, intl) }}>
      {children}
    </CommandsContext.Provider>
  );
}

function DisplayCells() {
  const display = useVirtualDisplayState();
  return <p>{display ? `${display.graphic.length} cells` : 'no display'}</p>;
}

function renderApp() {
  openDialog = vi.fn();
  renderInEnglish(
    <DeviceProvider storage={memoryStorage()}>
      <Commands>
        <DeviceStatusButton />
        <DisplayCells />
      </Commands>
    </DeviceProvider>,
  );
}

describe('the device provider and header button', () => {
  it('names the state on a button that opens the device dialog', async () => {
    renderApp();
    const button = screen.getByRole('button', { name: 'Device: not connected' });
    await userEvent.click(button);
    expect(openDialog).toHaveBeenCalledWith('device');
  });

  it('says each change of the connection, in the reader\'s language, and follows the virtual display', async () => {
    renderApp();
    await act(() => latest.controls?.connect('virtual320'));
    expect(screen.getByRole('button', { name: 'Device: DotPad320A connected' })).toBeInTheDocument();
    expect(screen.getByText('300 cells')).toBeInTheDocument();
    expect(vi.mocked(announce).mock.calls).toEqual(
      expect.arrayContaining([
        ['Connecting to the device…', undefined],
        ['Connected to DotPad320A.', undefined],
      ]),
    );
    await act(() => latest.controls?.disconnect());
    expect(screen.getByRole('button', { name: 'Device: not connected' })).toBeInTheDocument();
    expect(screen.getByText('no display')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(announce)).toHaveBeenLastCalledWith('Device disconnected.', undefined));
  });
});
