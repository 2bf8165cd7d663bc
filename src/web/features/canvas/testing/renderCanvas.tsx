import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { createIntl, IntlProvider, useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import en from '../../../../../locales/en.json';
import type { CommandScope } from '../../../../core/commands/index.ts';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient } from '../../../api/apiTypes.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { AppCommand, AppCommandContext } from '../../../commands/appCommandContext.ts';
import { CommandsContext } from '../../../commands/CommandsContext.tsx';
import { runCommand } from '../../../commands/runCommand.ts';
import { useKeyboardDispatcher } from '../../../commands/useKeyboardDispatcher.ts';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import type { DeviceControls } from '../../device/shell/types.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { loadedRegistry } from '../../../testing/loadedCommands.ts';

/**
 * The English catalogue, with every phrase it does not have yet standing for
 * itself (the Korean phrase, still formatted): the Canvas's English texts
 * are merged into locales/ by the lead, and these tests pass before and after.
 */
export const testMessages: Record<string, string> = new Proxy(en as Record<string, string>, {
  get: (catalogue, id) => (typeof id === 'string' ? (catalogue[id] ?? id) : undefined),
  has: () => true,
  getOwnPropertyDescriptor: (catalogue, id) => ({ value: typeof id === 'string' ? (catalogue[id] ?? id) : undefined, writable: false, enumerable: true, configurable: true }),
});

const testIntl = createIntl({ locale: 'en', defaultLocale: 'ko', messages: testMessages, onError: () => undefined });

/** What a message says in these tests, to find it on screen. */
export function text(message: Message, values?: Record<string, string | number>): string {
  return testIntl.formatMessage(message, values);
}

function Commands({ scope, device, children }: { readonly scope: CommandScope; readonly device: DeviceControls; readonly children: ReactNode }) {
  const intl = useIntl();
  const registry = useMemo(() => loadedRegistry(device), [device]);
  const commands = useMemo(() => registry.inScope(scope), [registry, scope]);
  const context = useMemo<AppCommandContext>(() => ({ navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() }), []);
  const run = (command: AppCommand) => void runCommand(registry, command, context, intl);
  useKeyboardDispatcher({ commands, platform: 'pc', run, suspended: false });
  return <CommandsContext.Provider value={{ commands, context, platform: 'pc', run }}>{children}</CommandsContext.Provider>;
}

interface Options {
  readonly scope?: CommandScope;
  readonly device?: DeviceControls;
  /** Where the router is, with its query (`/easy/tactile?dtmNo=4`). */
  readonly path?: string;
  readonly api?: ApiClient;
}

/**
 * Renders Canvas UI as the app has it: English, a data router (the file
 * layer guards leaving), the API, the fake display, and the commands of a
 * scope with the keyboard dispatcher.
 */
export function renderCanvas(ui: ReactNode, options: Options = {}) {
  const device = options.device ?? fakeDeviceControls();
  const path = options.path ?? '/canvas';
  const router = createMemoryRouter(
    [
      {
        path: path.split('?')[0] ?? path,
        element: (
          <Commands scope={options.scope ?? 'canvas'} device={device}>
            {ui}
          </Commands>
        ),
      },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const tree = <RouterProvider router={router} />;
  const result = render(
    <IntlProvider locale="en" defaultLocale="ko" messages={testMessages} onError={() => undefined}>
      <DeviceContext.Provider value={device}>{options.api ? <ApiContext.Provider value={options.api}>{tree}</ApiContext.Provider> : tree}</DeviceContext.Provider>
    </IntlProvider>,
  );
  return { ...result, device, router };
}
