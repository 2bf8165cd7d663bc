import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppCommandContext } from '../../commands/appCommandContext.ts';
import { CommandsContext } from '../../commands/CommandsContext.tsx';
import { createAppCommandRegistry } from '../../features.ts';
import { announce } from '../../ui/announcer.ts';
import { memoryStorage } from '../../testing/memoryStorage.ts';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import DeviceKeysHelp from './DeviceKeysHelp.tsx';
import { DeviceSettingsSection } from './DeviceSettingsSection.tsx';
import { DeviceProvider } from './shell/DeviceProvider.tsx';
import { DEVICE_PREFERENCES_KEY } from './shell/devicePreferences.ts';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));

// Settings → Device's chord selects and the shortcut help's table of the
// display's keys: both read the device preferences, so a chord rebound in
// one reads in the other at once.

function renderBoth(storage = memoryStorage()) {
  const registry = createAppCommandRegistry();
  const context = {} as AppCommandContext;
  renderInEnglish(
    <DeviceProvider storage={storage}>
      <CommandsContext.Provider value={{ commands: registry.all(), context, platform: 'pc', run: vi.fn() }}>
        <DeviceSettingsSection />
        <DeviceKeysHelp />
      </CommandsContext.Provider>
    </DeviceProvider>,
  );
  return storage;
}

const helpRows = () =>
  Object.fromEntries(
    within(screen.getByRole('table', { name: 'Tactile display keys' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );

describe('the display key bindings', () => {
  it('list every key and chord with its command in the shortcut help, by readable names', () => {
    renderBoth();
    expect(helpRows()).toEqual({
      'Pan left': 'Previous page on device',
      'Pan right': 'Next page on device',
      'F1 key': 'Say device status',
      'F2 key': 'Print to device',
      'F3 key': 'Previous page on device',
      'F4 key': 'Next page on device',
      'Both panning keys': 'Send the page to the device again',
      'Pan left + F1': 'Say position on device',
      'Pan left + F2': 'No command',
      'Pan left + F3': 'First page on device',
      'Pan left + F4': 'No command',
      'Pan right + F1': 'No command',
      'Pan right + F2': 'No command',
      'Pan right + F3': 'No command',
      'Pan right + F4': 'Last page on device',
    });
  });

  it('offer one select per chord in Settings; rebinding by keyboard is kept, announced and read by the help', async () => {
    const user = userEvent.setup();
    const storage = renderBoth();
    expect(screen.getByRole('heading', { name: 'Key combinations' })).toBeInTheDocument();
    const select = screen.getByRole('button', { name: /Pan right \+ F4/ });
    expect(select).toHaveTextContent('Last page on device');
    select.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No command',
      'Say device status',
      'Say position on device',
      'Print to device',
      'Send the page to the device again',
      'Previous page on device',
      'Next page on device',
      'First page on device',
      'Last page on device',
      'Turn the virtual display grid on or off',
    ]);
    await user.keyboard('{Home}{Enter}');
    expect(select).toHaveTextContent('No command');
    expect(JSON.parse(storage.getItem(DEVICE_PREFERENCES_KEY) ?? '{}').chords.panRightF4).toBe('');
    expect(announce).toHaveBeenLastCalledWith('Pan right + F4: No command');
    expect(helpRows()['Pan right + F4']).toBe('No command');
  });
});
