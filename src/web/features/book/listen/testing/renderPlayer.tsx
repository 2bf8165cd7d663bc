import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import en from '../../../../../../locales/en.json';
import type { AppCommand, AppCommandContext } from '../../../../commands/appCommandContext.ts';
import { CommandsContext } from '../../../../commands/CommandsContext.tsx';
import { commandsWithCode, createCommandRegistry } from '../../../../commands/registry.ts';
import { runCommand } from '../../../../commands/runCommand.ts';
import { useKeyboardDispatcher } from '../../../../commands/useKeyboardDispatcher.ts';
import { fakeDeviceControls } from '../../../../testing/fakeDevice.ts';
import { DeviceContext } from '../../../device/shell/DeviceContext.ts';
import type { DeviceControls } from '../../../device/shell/types.ts';
import { englishWith } from '../../presentation/testing/presentationFakes.ts';
import { daisyMessages } from '../../daisy/messages.ts';
import { readerMessages } from '../../reader/messages.ts';
import { DaisyAudioContext } from '../daisyAudio.ts';
import { listenCommandEntries, listenCommandMessages } from '../listenCommandEntries.ts';
import { listenCommandCodes } from '../listenCommands.ts';
import { listenMessages } from '../messages.ts';
import { routeTitles } from '../../../../routes/messages.ts';
import type { FakeDaisyAudio } from './fakeDaisyAudio.ts';

/** English for the player's messages, from their descriptions until locales/en.json has them. */
export const PLAYER_ENGLISH = [listenMessages, listenCommandMessages, daisyMessages, readerMessages, routeTitles].reduce<Record<string, string>>(
  (catalogue, messages) => englishWith(catalogue, messages),
  en as Record<string, string>,
);

/** The player's commands with their code, matched on keys as the app does on the player's page. */
function PlayerCommands({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const registry = useMemo(() => createCommandRegistry(commandsWithCode(listenCommandEntries, listenCommandCodes), []), []);
  const commands = useMemo(() => registry.inScope('listen'), [registry]);
  const context = useMemo<AppCommandContext>(() => ({ navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() }), []);
  const run = (command: AppCommand) => void runCommand(registry, command, context, intl);
  useKeyboardDispatcher({ commands, platform: 'pc', run, suspended: false });
  return <CommandsContext.Provider value={{ commands, context, platform: 'pc', run }}>{children}</CommandsContext.Provider>;
}

/** Renders the player's UI in English with its commands, a fake display and a fake audio element. */
export function renderPlayer(ui: ReactNode, { audio, device = fakeDeviceControls() }: { readonly audio: FakeDaisyAudio; readonly device?: DeviceControls }) {
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={PLAYER_ENGLISH} onError={() => undefined}>
      <MemoryRouter>
        <DeviceContext.Provider value={device}>
          <DaisyAudioContext.Provider value={() => audio}>
            <PlayerCommands>{ui}</PlayerCommands>
          </DaisyAudioContext.Provider>
        </DeviceContext.Provider>
      </MemoryRouter>
    </IntlProvider>,
  );
}
