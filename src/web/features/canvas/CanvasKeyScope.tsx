import type { KeyboardEvent, ReactNode } from 'react';
import { findCommandForKey, isUnmodifiedKey, matchesKey } from '../../../core/commands/index.ts';
import { useCommands } from '../../commands/CommandsContext.tsx';

const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image']);

/** Whether keys typed at `target` write text (so Ctrl+C, V, X, A, Z are the field's). */
function writesText(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'spinbutton';
}

/**
 * The Canvas commands whose keys (Mod+A, C, V, X, Z, Mod+Shift+Z, Ctrl+Y) are
 * also a text field's own editing keys: in a field they edit the text. Every
 * other modified shortcut (Mod+S, Mod+E, Alt+Shift+Enter…) still runs from a
 * field, as everywhere in the app.
 */
const TEXT_EDITING_COMMANDS: ReadonlySet<string> = new Set(['canvas.selectAll', 'canvas.cut', 'canvas.copy', 'canvas.paste', 'canvas.undo', 'canvas.redo']);

/** Overlays that own their keys: the Canvas's dialogs and its menus' type-to-find. */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Keeps the Canvas's shortcuts where they mean what they say. The app's
 * dispatcher listens on the document; this stops a key on its way there:
 * - in a text field (a zoom or size field, a dialog's text) Ctrl+C, V, X, A
 *   and Z edit the text, not the pins (other shortcuts, Ctrl+S among them,
 *   work from a field as anywhere else);
 * - in a dialog or a menu (React portals, whose events still pass through
 *   here) no shortcut runs: a P typed in a menu finds an item, it does not
 *   choose the pen behind it, and Delete in a dialog lowers no pins.
 */
export function CanvasKeyScope({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const { commands, platform } = useCommands();
  const onKeyDown = (event: KeyboardEvent) => {
    const native = event.nativeEvent;
    if (!(event.target instanceof Element)) return;
    const command = findCommandForKey(commands, native, platform, commands.map((candidate) => candidate.scope));
    if (command === undefined) return;
    const binding = command.shortcuts?.find((shortcut) => matchesKey(shortcut, native, platform));
    const overlay = event.target.closest(OWN_KEYS) !== null;
    const textEditing = binding !== undefined && !isUnmodifiedKey(binding) && TEXT_EDITING_COMMANDS.has(command.id) && writesText(event.target);
    if (overlay || textEditing) event.stopPropagation();
  };
  return (
    // A listener only: keys pass through here on their way to the app's dispatcher.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
