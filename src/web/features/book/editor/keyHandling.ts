// The keys the editing area keeps for itself, before the app's shortcuts see
// them (the app's dispatcher listens on the document and skips a key the
// editor has handled): Tab and Shift+Tab in tables and lists, Ctrl+K for a
// link (the palette's key elsewhere), and the letter after Ctrl+Alt+N/P.

import type { KeyboardEvent } from 'react';
import type { BookEditorUi } from './currentEditor.ts';
import { takePendingNavigation } from './currentEditor.ts';
import { indent, outdent } from './listKeys.ts';
import { goTo } from './quickNavigation.ts';
import { NAVIGATION_LETTERS } from '../commands/commandIds.ts';
import { cellPosition, moveToCell } from './tables.ts';
import { takeDomSelection } from './takeDomSelection.ts';
import type { BookSlateEditor } from './slateTypes.ts';
import { editorMessages as m } from './messages.ts';

const isLetter = (key: string): key is keyof typeof NAVIGATION_LETTERS => key in NAVIGATION_LETTERS;

/** Returns whether the key was the editor's (then it has been handled and its default prevented). */
export function handleEditorKey(event: KeyboardEvent, editor: BookSlateEditor, ui: BookEditorUi): boolean {
  const pending = event.key === 'Control' || event.key === 'Alt' || event.key === 'Shift' || event.key === 'Meta' ? null : takePendingNavigation();
  if (pending) {
    // The letter may come with Ctrl+Alt still held (Docs' way) or alone.
    const letter = (event.code.startsWith('Key') ? event.code.slice(3) : event.key).toLowerCase();
    if (isLetter(letter)) {
      event.preventDefault();
      goTo(editor, ui, NAVIGATION_LETTERS[letter], pending);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      return true;
    }
  }
  const mod = event.ctrlKey || event.metaKey;
  // Before any command that acts on the text (the editor's here, the app's on
  // the document after this). Not before Alt+F10 and the other function keys,
  // which take focus elsewhere: a selection set now would pull it back.
  if ((mod || event.altKey) && !/^F\d+$/.test(event.key)) takeDomSelection(editor);
  if (mod && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK')) {
    event.preventDefault();
    if (!ui.readOnly) ui.openDialog('link');
    return true;
  }
  if (event.key === 'Tab' && !mod && !event.altKey) {
    if (ui.readOnly) return false;
    const direction = event.shiftKey ? -1 : 1;
    if (moveToCell(editor, direction)) {
      event.preventDefault();
      const at = cellPosition(editor);
      if (at) ui.say(m.cell, { row: at.row + 1, column: at.column + 1 });
      return true;
    }
    if ((event.shiftKey ? outdent : indent)(editor, ui)) {
      event.preventDefault();
      return true;
    }
    // Elsewhere Tab leaves the editing area, as in any web form: no keyboard trap.
  }
  return false;
}
