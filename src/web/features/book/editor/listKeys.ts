// Tab and Shift+Tab in a list item (also the indent and outdent commands):
// nest or unnest it and say the level reached, or why not.

import { Node, type Editor } from 'slate';
import type { BookEditorUi } from './currentEditor.ts';
import { focusedItemPath, indentItem, outdentItem } from './lists.ts';
import { editorMessages as em } from './messages.ts';
import { isList } from './nodes.ts';
import type { BookSlateEditor } from './slateTypes.ts';

/** How deep the caret's list item is (1 at the top). */
function listLevel(editor: Editor): number {
  const path = focusedItemPath(editor);
  if (!path) return 0;
  let level = 0;
  for (const [node] of Node.ancestors(editor, path)) if (isList(node)) level += 1;
  return level;
}

/** Tab in a list item (and the command): nests it, or says why not. */
export function indent(editor: BookSlateEditor, ui: BookEditorUi): boolean {
  const path = focusedItemPath(editor);
  if (!path) return false;
  if (indentItem(editor, path)) ui.say(em.listLevel, { level: listLevel(editor) });
  else ui.say(em.cannotIndent, undefined, 'assertive');
  return true;
}

/** Shift+Tab in a list item (and the command). */
export function outdent(editor: BookSlateEditor, ui: BookEditorUi): boolean {
  const path = focusedItemPath(editor);
  if (!path) return false;
  outdentItem(editor, path);
  const level = listLevel(editor);
  ui.say(level === 0 ? em.listOff : em.listLevel, { level });
  return true;
}

