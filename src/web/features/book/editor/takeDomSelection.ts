// Slate copies the browser's selection into the editor on `selectionchange`,
// throttled: a command key pressed right after Shift+Home (a fast typist, a
// screen reader's own keys) can find editor.selection a step behind what is
// highlighted. Commands read editor.selection, so a command key first takes
// the browser's.

import { Range, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';
import type { BookSlateEditor } from './slateTypes.ts';

export function takeDomSelection(editor: BookSlateEditor): void {
  const selection = ReactEditor.getWindow(editor).getSelection();
  if (!selection || selection.rangeCount === 0 || !ReactEditor.hasDOMNode(editor, selection.anchorNode as Node)) return;
  const range = ReactEditor.toSlateRange(editor, selection, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}
