import type { KeyboardEvent, ReactNode } from 'react';
import { findCommandForKey, isUnmodifiedKey, matchesKey } from '../../../../core/commands/index.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';

function isTextEntry(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/**
 * Keeps the app's shortcuts out of places where keys mean something else.
 * The dispatcher listens on the document; this stops a key on its way there:
 * - in a text field, Mod+C, X, V, A and Z edit the text, not the drive;
 * - in the Cloud's own dialogs (React portals, whose events still pass
 *   through here) no drive shortcut runs: Delete in a dialog must never
 *   trash the files behind it.
 */
export function CommandKeyScope({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const { commands, platform } = useCommands();
  const onKeyDown = (event: KeyboardEvent) => {
    const native = event.nativeEvent;
    const command = findCommandForKey(commands, native, platform, commands.map((candidate) => candidate.scope));
    if (!command) return;
    const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]') !== null;
    const binding = command.shortcuts?.find((shortcut) => matchesKey(shortcut, native, platform));
    if (inDialog || (binding !== undefined && !isUnmodifiedKey(binding) && isTextEntry(event.target))) event.stopPropagation();
  };
  return (
    // A listener only: keys from the controls inside pass through on their way to the app's dispatcher.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
