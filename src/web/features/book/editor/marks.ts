// Emphasis marks. Superscript and subscript exclude each other, as in Word.

import { Editor } from 'slate';
import type { MarkName } from '../../../../core/book/model.ts';

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Turns a mark on or off over the selection (or for the next typing); returns whether it is now on. */
export function toggleMark(editor: Editor, mark: MarkName): boolean {
  if (isMarkActive(editor, mark)) {
    Editor.removeMark(editor, mark);
    return false;
  }
  if (mark === 'superscript') Editor.removeMark(editor, 'subscript');
  if (mark === 'subscript') Editor.removeMark(editor, 'superscript');
  Editor.addMark(editor, mark, true);
  return true;
}

/** A text colour (`#rrggbb`) or, with null, the default colour. */
export function setColor(editor: Editor, kind: 'color' | 'highlight', color: string | null): void {
  if (color === null) Editor.removeMark(editor, kind);
  else Editor.addMark(editor, kind, color.toLowerCase());
}
