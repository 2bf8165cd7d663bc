// The kind of text block under the caret (the toolbar's "paragraph style"):
// normal text or a heading level, and the block quote around it.

import { Editor, Element, Path, Transforms } from 'slate';
import type { BlockQuoteElement, HeadingLevel } from '../../../../core/book/model.ts';
import { outdentItem } from './lists.ts';
import { focusedTextBlock, isItemText, listItemAbove, selectedTextBlocks } from './nodes.ts';

/** 'paragraph' or a heading level. */
export type TextStyle = 'paragraph' | HeadingLevel;

export const TEXT_STYLES: readonly TextStyle[] = ['paragraph', 1, 2, 3, 4, 5, 6];

export function textStyleAt(editor: Editor): TextStyle | undefined {
  const entry = focusedTextBlock(editor);
  if (!entry) return undefined;
  return entry[0].type === 'heading' ? entry[0].level : 'paragraph';
}

/**
 * Sets every selected text block to normal text or a heading. A heading
 * cannot be a list item's text (the model's list items hold paragraphs), so
 * an item made a heading leaves its list first, as Word does.
 */
export function setTextStyle(editor: Editor, style: TextStyle): void {
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of selectedTextBlocks(editor).reverse()) {
      if (style === 'paragraph') {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        Transforms.unsetNodes(editor, 'level', { at: path });
        continue;
      }
      let at: Path = path;
      if (isItemText(editor, path)) {
        const item = listItemAbove(editor, path);
        if (item) at = liftOutOfLists(editor, item[1]);
      }
      Transforms.setNodes(editor, { type: 'heading', level: style }, { at });
    }
  });
}

/** Takes an item out of its lists; returns where its text now is. */
function liftOutOfLists(editor: Editor, itemPath: Path): Path {
  const ref = Editor.pathRef(editor, [...itemPath, 0]);
  for (let now = ref.current; now && isItemText(editor, now); now = ref.current) outdentItem(editor, Path.parent(now));
  return ref.unref() ?? itemPath;
}

export function isInQuote(editor: Editor): boolean {
  if (!editor.selection) return false;
  return Editor.above(editor, { at: editor.selection.focus, match: (node) => Element.isElement(node) && node.type === 'blockquote' }) !== undefined;
}

/** Wraps the selected top-level blocks in a block quote, or unwraps the quote around the caret. Returns whether the text is now quoted. */
export function toggleQuote(editor: Editor): boolean {
  if (!editor.selection) return false;
  if (isInQuote(editor)) {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'blockquote', split: true });
    return false;
  }
  const quote: BlockQuoteElement = { type: 'blockquote', children: [] };
  // Only top-level blocks that a quote may hold: text, headings and lists.
  Transforms.wrapNodes(editor, quote, {
    match: (node, path) => path.length === 1 && Element.isElement(node) && (node.type === 'paragraph' || node.type === 'heading' || node.type === 'list'),
  });
  return true;
}
