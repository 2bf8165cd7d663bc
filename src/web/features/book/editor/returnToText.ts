// Focus back into the text with the caret where the editor has it. Focusing
// the editing area alone lets the browser put its caret at the start (after
// a dialog, React Aria's focus restoration does just that); Slate keeps its
// own selection but the next key acts at the browser's caret. So the
// browser's selection is set from Slate's as well.

import { Editor, Transforms, type BaseRange } from 'slate';
import { ReactEditor } from 'slate-react';
import type { BookSlateEditor } from './slateTypes.ts';

export function returnToText(editor: BookSlateEditor, at: BaseRange | null = editor.selection): void {
  ReactEditor.focus(editor);
  if (!at || !Editor.hasPath(editor, at.anchor.path) || !Editor.hasPath(editor, at.focus.path)) return;
  Transforms.select(editor, at);
  let range: Range;
  try {
    range = ReactEditor.toDOMRange(editor, at);
  } catch {
    // The text is not on the page (the editor was just closed or has not drawn it yet): nothing to put the caret in.
    return;
  }
  const selection = ReactEditor.getWindow(editor).getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
