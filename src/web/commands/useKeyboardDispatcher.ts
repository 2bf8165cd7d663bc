import { useEffect, useRef } from 'react';
import { findCommandForKey, isUnmodifiedKey, matchesKey, type Platform } from '../../core/commands/index.ts';
import type { AppCommand } from './appCommandContext.ts';

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
  }
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

interface Options {
  readonly commands: readonly AppCommand[];
  readonly platform: Platform;
  readonly run: (command: AppCommand) => void;
  /** While a modal dialog is open it owns the keyboard. */
  readonly suspended: boolean;
}

/** One keydown listener for the whole app, fed by the command registry. */
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
      // A plain key (or Shift+key) typed into a field is text, not a command.
      if (binding && isUnmodifiedKey(binding) && isTextEntry(event.target)) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
