import { resolveForPlatform, type KeyBindingLike } from './keyBinding.ts';
import type { Platform } from './platform.ts';

/**
 * Where a key was pressed, as far as who owns it (the web layer reads it off
 * the focused element):
 * - 'screen': the screen itself (its grid, its buttons): every shortcut runs;
 * - 'textField': a field that takes typing: it owns its editing keys;
 * - 'list': a menu or list box, whose plain keys find and choose items;
 * - 'dialog': inside a dialog, or anywhere while a modal dialog hides the screen.
 */
export type KeyPlace = 'screen' | 'textField' | 'list' | 'dialog';

const LETTER_EDITS: ReadonlySet<string> = new Set(['a', 'c', 'x', 'v', 'z', 'y']);
const CARET_MOVES: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
const ERASERS: ReadonlySet<string> = new Set(['Backspace', 'Delete']);

/**
 * Whether a text field uses this key itself: every key without Ctrl, Alt or
 * Cmd (letters, Space, Enter, arrows, Home/End, Backspace/Delete, Escape,
 * Tab — but not F1–F12, which type nothing); Ctrl or Cmd with A, C, X, V, Z,
 * Y (select all, clipboard, undo, redo), with an arrow, Home or End (word and
 * line moves, with Shift to select) or with Backspace/Delete (word erase);
 * Alt (Option) with an arrow, Backspace or Delete (word moves and erase on a
 * Mac). Everything else with Ctrl, Alt or Cmd (Ctrl+S, Ctrl+K, Alt+P,
 * Alt+Shift+Enter…) is the app's, even from a field.
 */
export function isTextEditingKey(binding: KeyBindingLike, platform: Platform): boolean {
  const b = resolveForPlatform(binding, platform);
  if (!b.ctrl && !b.meta && !b.alt) return !/^F\d+$/.test(b.key);
  if (b.ctrl || b.meta) return LETTER_EDITS.has(b.key) || CARET_MOVES.has(b.key) || ERASERS.has(b.key);
  return CARET_MOVES.has(b.key) || ERASERS.has(b.key);
}

/**
 * The one rule of who gets a key: the shortcut (a command's binding that
 * matched the key) runs only if the place where the key was pressed does not
 * own it.
 * - In a dialog no screen shortcut runs, not even the palette's: the screen
 *   is hidden behind it, and the dialog's keys (Ctrl+A in its name field,
 *   Delete, Enter…) are its own. Escape closes the dialog first.
 * - In a text field the field's editing keys edit the text; the app's other
 *   shortcuts (save, palette, print…) still run from it.
 * - In a menu or list box a plain key (with Shift or not) finds or chooses an
 *   item; shortcuts with Ctrl, Alt or Cmd still run.
 */
export function shortcutRunsAt(binding: KeyBindingLike, place: KeyPlace, platform: Platform): boolean {
  switch (place) {
    case 'screen':
      return true;
    case 'dialog':
      return false;
    case 'textField':
      return !isTextEditingKey(binding, platform);
    case 'list': {
      const b = resolveForPlatform(binding, platform);
      return b.ctrl || b.meta || b.alt;
    }
  }
}
