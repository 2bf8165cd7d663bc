import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { CommandScope } from '../../core/commands/index.ts';
import { useAuth, useSession } from '../auth/SessionContext.tsx';
import { useDevice } from '../device/DeviceContext.ts';
import { ConnectDeviceAlert, DeviceDialog } from '../device/lazyDeviceUi.ts';
import { useDeviceKeyCommands } from '../device/useDeviceKeyCommands.ts';
import { shellMessages } from '../layouts/messages.ts';
import { keyboardPlatform } from '../platform/keyboardPlatform.ts';
import { announce } from '../ui/announcer.ts';
import type { AppCommand, AppCommandContext, CommandDialog } from './appCommandContext.ts';
import { CommandsContext, type CommandsState } from './CommandsContext.tsx';
import { commandsInScope } from './registry.ts';
import { runCommand } from './runCommand.ts';
import { useKeyboardDispatcher } from './useKeyboardDispatcher.ts';

// The dialogs load on first use: most visits never open them.
const CommandPalette = lazy(() => import('./CommandPalette.tsx').then((m) => ({ default: m.CommandPalette })));
const ShortcutHelpDialog = lazy(() => import('./ShortcutHelpDialog.tsx').then((m) => ({ default: m.ShortcutHelpDialog })));
const LanguageDialog = lazy(() => import('./LanguageDialog.tsx').then((m) => ({ default: m.LanguageDialog })));

/** Binds the registry to the current screen: keyboard dispatch, the palette and the help dialogs. */
export function CommandsProvider({ scope, alsoActive, children }: { readonly scope: CommandScope; readonly alsoActive?: readonly CommandScope[]; readonly children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const auth = useAuth();
  const session = useSession();
  const device = useDevice();
  const [dialog, setDialog] = useState<CommandDialog | null>(null);
  const platform = useMemo(() => keyboardPlatform(), []);
  // Where focus was before a command opened a dialog. A dialog closing gives
  // focus back itself, but one opened from another (Yes in 'connect device?')
  // only knows the other's button, gone by then; this is the place to return to.
  const returnFocus = useRef<Element | null>(null);
  const openDialog = useCallback((name: CommandDialog) => {
    returnFocus.current = document.activeElement;
    setDialog(name);
  }, []);
  useEffect(() => {
    if (dialog !== null) return undefined;
    const target = returnFocus.current;
    // After React Aria has restored focus (it does so in the next frame), and only if it could not.
    const frame = requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [dialog]);

  const context = useMemo<AppCommandContext>(
    () => ({
      navigate: (path) => void navigate(path),
      session,
      openDialog,
      signOut: () => {
        // Signed out here at once; the provider's session ends on the round trip that follows.
        auth.signOut().catch((error: unknown) => console.warn('The sign-in service could not end its session:', error));
        announce(intl.formatMessage(shellMessages.signedOut));
      },
      device,
    }),
    [navigate, session, openDialog, auth, intl, device],
  );
  const commands = useMemo(() => commandsInScope(scope, alsoActive), [scope, alsoActive]);
  const run = useCallback((command: AppCommand) => runCommand(command, context, intl), [context, intl]);
  const state = useMemo<CommandsState>(() => ({ commands, context, platform, run }), [commands, context, platform, run]);

  useKeyboardDispatcher({ commands, platform, run, suspended: dialog !== null });
  useDeviceKeyCommands(commands, run);

  const openChange = (name: CommandDialog) => (isOpen: boolean) => setDialog(isOpen ? name : null);

  return (
    <CommandsContext.Provider value={state}>
      {children}
      <Suspense fallback={null}>
        {dialog === 'palette' && <CommandPalette isOpen onOpenChange={openChange('palette')} />}
        {dialog === 'shortcuts' && <ShortcutHelpDialog isOpen onOpenChange={openChange('shortcuts')} />}
        {dialog === 'language' && <LanguageDialog isOpen onOpenChange={openChange('language')} />}
        {dialog === 'device' && <DeviceDialog isOpen onOpenChange={openChange('device')} />}
        {dialog === 'connectDevice' && <ConnectDeviceAlert onAnswer={(connect) => setDialog(connect ? 'device' : null)} />}
      </Suspense>
    </CommandsContext.Provider>
  );
}
