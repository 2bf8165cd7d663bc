// Where a new top-level block (a table, a picture, media, a page break) goes,
// as Word and Google Docs place them: in place of the empty paragraph the
// caret is in, else after the caret's block (splitting a paragraph at the
// caret when it is inside the text).

import { Editor, Path, Range, Transforms } from 'slate';
import type { BlockElement } from '../../../../core/book/index.ts';
import { focusedTextBlock } from './nodes.ts';

/** The top-level block holding the caret, or the last one. */
export function topBlockPath(editor: Editor): Path {
  const at = editor.selection?.focus.path[0];
  return [at ?? Math.max(0, editor.children.length - 1)];
}

/**
 * Where a new block goes: in place of an empty top-level paragraph under the
 * caret; else after the top-level block, splitting a top-level text block at
 * the caret when the caret is inside its text.
 */
function placeForBlock(editor: Editor): { at: Path; replace: boolean } {
  const text = focusedTextBlock(editor);
  const { selection } = editor;
  if (text && text[1].length === 1 && selection && Range.isCollapsed(selection)) {
    const [node, path] = text;
    if (Editor.isEmpty(editor, node)) return { at: path, replace: true };
    if (Editor.isStart(editor, selection.focus, path)) return { at: path, replace: false };
    if (!Editor.isEnd(editor, selection.focus, path)) {
      Transforms.splitNodes(editor, { always: true });
      return { at: Path.next(path), replace: false };
    }
  }
  return { at: Path.next(topBlockPath(editor)), replace: false };
}

/**
 * Puts a block where the caret says (placeForBlock) and the caret after it,
 * in text: a block at the document's end gets an empty paragraph after it.
 * Its path.
 */
export function placeTopBlock(editor: Editor, block: BlockElement): Path {
  let placed: Path = [0];
  Editor.withoutNormalizing(editor, () => {
    const { at, replace } = placeForBlock(editor);
    if (replace) Transforms.removeNodes(editor, { at });
    Transforms.insertNodes(editor, block, { at, select: false });
    placed = at;
  });
  // The caret goes on after the new block, into text (the normaliser adds a
  // paragraph after a trailing page break; other blocks at the end get one here).
  const after = Path.next(placed);
  if (!Editor.hasPath(editor, after)) Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: after, select: false });
  Transforms.select(editor, Editor.start(editor, after));
  return placed;
}

