// Small questions about the Book's Slate nodes that the plugin, the commands
// and the navigation all ask.

import { Editor, Element, Path, type NodeEntry, type Point } from 'slate';
import type {
  BookElement,
  HeadingElement,
  ImageElement,
  ListElement,
  ListItemElement,
  MathElement,
  MediaElement,
  PageBreakElement,
  ParagraphElement,
  TableCellElement,
  TableElement,
} from '../../../../core/book/model.ts';

export type TextBlock = ParagraphElement | HeadingElement;

export const VOID_TYPES: ReadonlySet<BookElement['type']> = new Set(['image', 'media', 'page-break']);

export function isTextBlock(node: unknown): node is TextBlock {
  return Element.isElement(node) && (node.type === 'paragraph' || node.type === 'heading');
}

export function isList(node: unknown): node is ListElement {
  return Element.isElement(node) && node.type === 'list';
}

export function isListItem(node: unknown): node is ListItemElement {
  return Element.isElement(node) && node.type === 'list-item';
}

export function isTable(node: unknown): node is TableElement {
  return Element.isElement(node) && node.type === 'table';
}

export function isTableCell(node: unknown): node is TableCellElement {
  return Element.isElement(node) && node.type === 'table-cell';
}

export function isVoidElement(node: unknown): node is ImageElement | MediaElement | PageBreakElement {
  return Element.isElement(node) && VOID_TYPES.has(node.type);
}

/** An equation: an inline void (it cannot be edited in place yet). */
export function isMath(node: unknown): node is MathElement {
  return Element.isElement(node) && node.type === 'math';
}

/** The equation a point lies in, if any. */
export function mathAt(editor: Editor, at: Point | undefined): NodeEntry<MathElement> | undefined {
  return at ? Editor.above<MathElement>(editor, { at, match: isMath }) : undefined;
}

/** The text block (paragraph or heading) holding the selection's focus, if any. */
export function focusedTextBlock(editor: Editor): NodeEntry<TextBlock> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above<TextBlock>(editor, { at: editor.selection.focus, match: isTextBlock, mode: 'lowest' });
}

/** Every text block the selection touches, in document order. */
export function selectedTextBlocks(editor: Editor): NodeEntry<TextBlock>[] {
  if (!editor.selection) return [];
  return [...Editor.nodes<TextBlock>(editor, { at: editor.selection, match: isTextBlock, mode: 'lowest' })];
}

/** The innermost list item holding a path. */
export function listItemAbove(editor: Editor, at: Path): NodeEntry<ListItemElement> | undefined {
  return Editor.above<ListItemElement>(editor, { at, match: isListItem, mode: 'lowest' });
}

/** The table cell holding the selection's focus. */
export function focusedCell(editor: Editor): NodeEntry<TableCellElement> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above<TableCellElement>(editor, { at: editor.selection.focus, match: isTableCell });
}

/** Whether a text block is the first child of a list item: the item's own text. */
export function isItemText(editor: Editor, path: Path): boolean {
  if (path.length < 2 || path[path.length - 1] !== 0) return false;
  const parent = Editor.node(editor, Path.parent(path))[0];
  return isListItem(parent);
}
