import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { AuthPort } from '../../../auth/authPort.ts';
import { AuthProvider } from '../../../auth/SessionContext.tsx';
import type { AppCommand, AppCommandContext } from '../../../commands/appCommandContext.ts';
import { CommandsContext } from '../../../commands/CommandsContext.tsx';
import { runCommand } from '../../../commands/runCommand.ts';
import { useKeyboardDispatcher } from '../../../commands/useKeyboardDispatcher.ts';
import { SessionProblemsContext } from '../../../session/SessionProblemsContext.ts';
import { createSessionProblemStore } from '../../../session/sessionProblemStore.ts';
import { loadedRegistry } from '../../../testing/loadedCommands.ts';
import type { FakeDriveClient } from './fakeDriveClient.ts';

export function fakeAuth(userNo = '7'): AuthPort {
  const session = { name: 'Uma', userId: 'uma', userNo, roles: [] };
  return {
    session: () => session,
    subscribe: () => () => undefined,
    accessToken: () => 'token-1',
    hasRefreshToken: () => true,
    refresh: vi.fn(async () => 'refreshed' as const),
  } as unknown as AuthPort;
}

/** The command layer as the app has it: the registry's commands of a scope and the keyboard dispatcher. */
function Commands({ scope, children }: { readonly scope: 'cloud' | 'library' | 'easy'; readonly children: ReactNode }) {
  const intl = useIntl();
  const registry = useMemo(() => loadedRegistry(), []);
  const commands = useMemo(() => registry.inScope(scope), [registry, scope]);
  const context = useMemo<AppCommandContext>(() => ({ navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() }), []);
  const run = (command: AppCommand) => void runCommand(registry, command, context, intl);
  useKeyboardDispatcher({ commands, platform: 'pc', run, suspended: false });
  return <CommandsContext.Provider value={{ commands, context, platform: 'pc', run }}>{children}</CommandsContext.Provider>;
}

/** Renders a drive screen in English, with a fake API, a fresh query cache, a router at `path` and the commands. */
export function renderDrive(ui: ReactNode, fake: FakeDriveClient, options: { path?: string; scope?: 'cloud' | 'library' | 'easy' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const problems = createSessionProblemStore();
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      <AuthProvider auth={fakeAuth()}>
        <ApiContext.Provider value={fake.client}>
          <SessionProblemsContext.Provider value={problems}>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter initialEntries={[options.path ?? '/cloud']}>
                <Commands scope={options.scope ?? 'cloud'}>{ui}</Commands>
              </MemoryRouter>
            </QueryClientProvider>
          </SessionProblemsContext.Provider>
        </ApiContext.Provider>
      </AuthProvider>
    </IntlProvider>,
  );
}
