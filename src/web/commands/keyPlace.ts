import type { KeyPlace } from '../../core/commands/index.ts';

const NOT_TEXT_INPUTS: ReadonlySet<string> = new Set(['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image']);
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
const LISTS = '[role="menu"], [role="listbox"]';

/** Whether keys typed at `element` write text. */
function takesTyping(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  const role = element.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}

/**
 * Where a keydown happened, for the rule of who owns a key (core
 * keyOwnership.ts). A modal dialog hides the rest of the page (React Aria
 * marks it aria-hidden or inert), so a key from anything hidden, or from the
 * page's body while a dialog is open, is a dialog's too.
 */
export function keyPlaceOf(target: EventTarget | null): KeyPlace {
  const element = target instanceof Element ? target : null;
  if (element === null || element === document.body || element === document.documentElement) {
    return document.querySelector(DIALOGS) === null ? 'screen' : 'dialog';
  }
  if (element.closest(DIALOGS) !== null || element.closest('[aria-hidden="true"], [inert]') !== null) return 'dialog';
  if (takesTyping(element)) return 'textField';
  if (element.closest(LISTS) !== null) return 'list';
  return 'screen';
}
