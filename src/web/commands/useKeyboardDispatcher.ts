import { useEffect, useRef } from 'react';
import { findCommandForKey, matchesKey, shortcutRunsAt, type Platform } from '../../core/commands/index.ts';
import type { AppCommand } from './appCommandContext.ts';
import { keyPlaceOf } from './keyPlace.ts';

interface Options {
  readonly commands: readonly AppCommand[];
  readonly platform: Platform;
  readonly run: (command: AppCommand) => void;
  /** While a modal dialog is open it owns the keyboard. */
  readonly suspended: boolean;
}

/**
 * One keydown listener for the whole app, fed by the command registry. It
 * listens on the document, so a key reaches it after the focused control
 * has had it: a control that handles a key (preventDefault) keeps it.
 */
export function useKeyboardDispatcher({ commands, platform, run, suspended }: Options): void {
  const latest = useRef({ commands, platform, run, suspended });
  useEffect(() => {
    latest.current = { commands, platform, run, suspended };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { commands, platform, run, suspended } = latest.current;
      // isComposing: a Korean or Japanese input method is still building a character.
      if (suspended || event.defaultPrevented || event.isComposing || event.repeat) return;
      // The commands given are the screen's (commandsInScope): all of their scopes are active.
      const command = findCommandForKey(commands, event, platform, commands.map((candidate) => candidate.scope));
      if (!command) return;
      const binding = command.shortcuts?.find((shortcut) => matchesKey(shortcut, event, platform));
      // Dialogs, text fields and menus own some keys: the one rule is core's (keyOwnership.ts).
      if (binding === undefined || !shortcutRunsAt(binding, keyPlaceOf(event.target), platform)) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
