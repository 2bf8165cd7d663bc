import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { CommandScope } from '../../core/commands/index.ts';
import { useAuth, useSession } from '../auth/SessionContext.tsx';
import { keyboardPlatform } from '../platform/keyboardPlatform.ts';
import { announce } from '../ui/announcer.ts';
import { useDialogFocusReturn } from '../ui/useDialogFocusReturn.ts';
import type { AppCommand, AppCommandContext, CommandDialog } from './appCommandContext.ts';
import { CommandsContext, type CommandsState } from './CommandsContext.tsx';
import type { FeatureDialogs } from './featureDialogs.ts';
import { commandsInScope, type CommandRegistry } from './registry.ts';
import { runCommand } from './runCommand.ts';
import { useKeyboardDispatcher } from './useKeyboardDispatcher.ts';
import { commandMessages } from './messages.ts';

// The dialogs load on first use: most visits never open them.
const CommandPalette = lazy(() => import('./CommandPalette.tsx').then((m) => ({ default: m.CommandPalette })));
const ShortcutHelpDialog = lazy(() => import('./ShortcutHelpDialog.tsx').then((m) => ({ default: m.ShortcutHelpDialog })));
const LanguageDialog = lazy(() => import('./LanguageDialog.tsx').then((m) => ({ default: m.LanguageDialog })));

const NO_SECTIONS: readonly ComponentType[] = [];

interface Props {
  readonly registry: CommandRegistry;
  /** The dialogs features add (the device's), opened by name like the command layer's own. */
  readonly dialogs?: FeatureDialogs;
  /** Sections features add to the shortcut help (the display's keys). */
  readonly helpSections?: readonly ComponentType[];
  readonly scope: CommandScope;
  readonly alsoActive?: readonly CommandScope[];
  readonly children: ReactNode;
}

/** Binds the registry to the current screen: keyboard dispatch, the palette and the help dialogs. */
export function CommandsProvider({ registry, dialogs = {}, helpSections = NO_SECTIONS, scope, alsoActive, children }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const auth = useAuth();
  const session = useSession();
  const [dialog, setDialog] = useState<CommandDialog | null>(null);
  const platform = useMemo(() => keyboardPlatform(), []);
  // A dialog opened from another (Yes in 'connect device?') only knows the other's button, gone by then.
  const rememberFocus = useDialogFocusReturn(dialog !== null);
  const openDialog = useCallback(
    (name: CommandDialog) => {
      rememberFocus();
      setDialog(name);
    },
    [rememberFocus],
  );

  const context = useMemo<AppCommandContext>(
    () => ({
      navigate: (path) => void navigate(path),
      session,
      openDialog,
      signOut: () => {
        // Signed out here at once; the provider's session ends on the round trip that follows.
        auth.signOut().catch((error: unknown) => console.warn('The sign-in service could not end its session:', error));
        announce(intl.formatMessage(commandMessages.signedOut));
      },
    }),
    [navigate, session, openDialog, auth, intl],
  );
  // A feature's code arriving changes its commands (their own enablement replaces the manifest's).
  const all = useSyncExternalStore(registry.subscribe, registry.all);
  const commands = useMemo(() => commandsInScope(all, scope, alsoActive), [all, scope, alsoActive]);
  const run = useCallback((command: AppCommand) => void runCommand(registry, command, context, intl), [registry, context, intl]);
  const state = useMemo<CommandsState>(() => ({ commands, context, platform, run }), [commands, context, platform, run]);

  useKeyboardDispatcher({ commands, platform, run, suspended: dialog !== null });
  // The screen's features' code, after the page has painted: their toolbars and the palette then show real enablement.
  useEffect(() => {
    const scopes: CommandScope[] = ['global', scope, ...(alsoActive ?? [])];
    registry.loadScopes(scopes).catch((error: unknown) => console.warn('Command code did not load; it is tried again on use:', error));
  }, [registry, scope, alsoActive]);

  const openChange = (name: CommandDialog) => (isOpen: boolean) => setDialog(isOpen ? name : null);
  const FeatureDialog = dialog === null ? undefined : dialogs[dialog];

  return (
    <CommandsContext.Provider value={state}>
      {children}
      <Suspense fallback={null}>
        {dialog === 'palette' && <CommandPalette isOpen onOpenChange={openChange('palette')} />}
        {dialog === 'shortcuts' && <ShortcutHelpDialog isOpen onOpenChange={openChange('shortcuts')} sections={helpSections} />}
        {dialog === 'language' && <LanguageDialog isOpen onOpenChange={openChange('language')} />}
        {/* A hand-over (Yes in 'connect device?') keeps the place focus returns to: where it was before the first dialog. */}
        {FeatureDialog && <FeatureDialog close={() => setDialog(null)} openDialog={setDialog} />}
      </Suspense>
    </CommandsContext.Provider>
  );
}
