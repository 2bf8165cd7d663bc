// Lists: making, unmaking, nesting. A list item's own text is its first
// paragraph; a nested list is a later child of the item (core model), so
// nesting moves an item into its previous sibling and unnesting moves it out
// after its parent item, taking its following siblings along as its own
// sub-list so the reading order never changes.

import { Editor, Node, Path, Transforms } from 'slate';
import type { ListElement, ListItemElement } from '../../../../core/book/model.ts';
import { isList, isListItem, listItemAbove, selectedTextBlocks } from './nodes.ts';

export type ListKind = 'bulleted' | 'numbered';

const listOf = (kind: ListKind): ListElement => ({ type: 'list', ordered: kind === 'numbered', children: [] });

/** The kind of the innermost list the selection is in, if any. */
export function listKindAt(editor: Editor): ListKind | undefined {
  if (!editor.selection) return undefined;
  const entry = Editor.above<ListElement>(editor, { at: editor.selection.focus, match: isList, mode: 'lowest' });
  if (!entry) return undefined;
  return entry[0].ordered ? 'numbered' : 'bulleted';
}

/** Moves a list item one level out; at the top level the item leaves the list as paragraphs. */
export function outdentItem(editor: Editor, itemPath: Path): void {
  Editor.withoutNormalizing(editor, () => {
    const listPath = Path.parent(itemPath);
    const list = Node.get(editor, listPath);
    if (!isList(list)) return;
    const index = itemPath[itemPath.length - 1] ?? 0;
    const followers = list.children.length - index - 1;
    const parentItemPath = listPath.length > 1 ? Path.parent(listPath) : undefined;
    const parentItem = parentItemPath ? Node.get(editor, parentItemPath) : undefined;
    if (parentItemPath && isListItem(parentItem)) {
      if (followers > 0) {
        // The followers become the item's own sub-list, kept after its text.
        const item = Node.get(editor, itemPath) as ListItemElement;
        const subListPath = [...itemPath, item.children.length];
        Transforms.insertNodes(editor, { ...listOf(list.ordered ? 'numbered' : 'bulleted'), children: [] }, { at: subListPath });
        for (let moved = 0; moved < followers; moved++) {
          Transforms.moveNodes(editor, { at: Path.next(itemPath), to: [...subListPath, moved] });
        }
      }
      const to = Path.next(parentItemPath);
      Transforms.moveNodes(editor, { at: itemPath, to });
      if (index === 0) Transforms.removeNodes(editor, { at: listPath });
      return;
    }
    // Top level: split the list around the item and unwrap it into its children.
    Transforms.liftNodes(editor, { at: itemPath });
    const liftedAt = index === 0 ? listPath : Path.next(listPath);
    const lifted = Node.get(editor, liftedAt);
    if (isListItem(lifted)) Transforms.unwrapNodes(editor, { at: liftedAt });
  });
}

/** Moves a list item into the item before it, as the last item of that item's sub-list. False when it has no item before it. */
export function indentItem(editor: Editor, itemPath: Path): boolean {
  const index = itemPath[itemPath.length - 1] ?? 0;
  if (index === 0) return false;
  const list = Node.get(editor, Path.parent(itemPath));
  if (!isList(list)) return false;
  const previousPath = Path.previous(itemPath);
  const previous = Node.get(editor, previousPath) as ListItemElement;
  Editor.withoutNormalizing(editor, () => {
    const last = previous.children[previous.children.length - 1];
    if (isList(last)) {
      Transforms.moveNodes(editor, { at: itemPath, to: [...previousPath, previous.children.length - 1, last.children.length] });
    } else {
      const subListPath = [...previousPath, previous.children.length];
      Transforms.insertNodes(editor, { ...listOf(list.ordered ? 'numbered' : 'bulleted'), children: [] }, { at: subListPath });
      Transforms.moveNodes(editor, { at: itemPath, to: [...subListPath, 0] });
    }
  });
  return true;
}

/** The list item whose text holds the selection's focus. */
export function focusedItemPath(editor: Editor): Path | undefined {
  if (!editor.selection) return undefined;
  return listItemAbove(editor, editor.selection.focus.path)?.[1];
}

/**
 * Makes the selected blocks a list of this kind, or, when they already all
 * are, takes them out of it (the toolbar's toggle). Blocks in a list of the
 * other kind switch kind. Returns whether the text is now in such a list.
 */
export function toggleList(editor: Editor, kind: ListKind): boolean {
  const blocks = selectedTextBlocks(editor);
  if (blocks.length === 0) return false;
  const ordered = kind === 'numbered';
  const lists = blocks.map(([, path]) => Editor.above<ListElement>(editor, { at: path, match: isList, mode: 'lowest' }));
  if (lists.every((entry) => entry !== undefined && entry[0].ordered === ordered)) {
    // Off: every selected item leaves its list, last first so paths stay true.
    const items = blocks.map(([, path]) => listItemAbove(editor, path)).filter((entry) => entry !== undefined);
    const seen = new Set<string>();
    const unique = items.filter(([, path]) => !seen.has(path.join()) && seen.add(path.join()));
    for (const [, path] of unique.reverse()) liftToTop(editor, path);
    return false;
  }
  Editor.withoutNormalizing(editor, () => {
    for (const entry of lists) {
      if (entry && entry[0].ordered !== ordered) {
        Transforms.setNodes(editor, { ordered }, { at: entry[1] });
        if (!ordered) Transforms.unsetNodes(editor, ['start', 'style'], { at: entry[1] });
      }
    }
    const loose = blocks.filter((_, index) => lists[index] === undefined);
    if (loose.length === 0) return;
    // Headings in a list become its text: a list item's text is a paragraph.
    for (const [, path] of loose) Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    for (const [, path] of loose) Transforms.unsetNodes(editor, 'level', { at: path });
    // One item and one list each, last first so the paths stay true; then
    // the new lists that touch are joined into one list.
    const reversed = [...loose].reverse();
    for (const [, path] of reversed) {
      Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at: path });
      Transforms.wrapNodes(editor, listOf(kind), { at: path });
    }
    const made = new Set(loose.map(([, path]) => path.join()));
    for (const [, path] of reversed) {
      const last = path[path.length - 1] ?? 0;
      if (last > 0 && made.has(Path.previous(path).join())) Transforms.mergeNodes(editor, { at: path });
    }
  });
  return true;
}

/** Takes a list item out of every list around it, leaving its paragraphs (and any sub-lists) at the level of the outermost list. */
function liftToTop(editor: Editor, itemPath: Path): void {
  let path = itemPath;
  for (;;) {
    const listPath = Path.parent(path);
    const parentItemPath = listPath.length > 1 ? Path.parent(listPath) : undefined;
    const nested = parentItemPath !== undefined && isListItem(Node.get(editor, parentItemPath));
    outdentItem(editor, path);
    if (!nested || parentItemPath === undefined) return;
    path = Path.next(parentItemPath);
  }
}
