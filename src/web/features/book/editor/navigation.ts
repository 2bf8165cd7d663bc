// Quick navigation: the next or previous heading, list, table, picture, link
// or page from the caret, as a screen reader's browse-mode keys would find
// them, but inside the editing area where those keys type letters.

import { Editor, Element, Node, Path, Transforms, type NodeEntry } from 'slate';
import type { BookElement } from '../../../../core/book/model.ts';
import { isList, isListItem } from './nodes.ts';

export type NavigationTarget = 'heading' | 'list' | 'table' | 'image' | 'link' | 'page';

export const NAVIGATION_TARGETS: readonly NavigationTarget[] = ['heading', 'list', 'table', 'image', 'link', 'page'];

/** Whether a node is a target of this kind. A list nested in an item is part of its outer list. */
function isTarget(editor: Editor, kind: NavigationTarget, node: Node, path: Path): boolean {
  if (!Element.isElement(node)) return false;
  switch (kind) {
    case 'heading':
      return node.type === 'heading';
    case 'list':
      return isList(node) && !(path.length > 1 && isListItem(Node.get(editor, Path.parent(path))));
    case 'table':
      return node.type === 'table';
    case 'image':
      return node.type === 'image' || node.type === 'media';
    case 'link':
      return node.type === 'link';
    case 'page':
      return node.type === 'page-break';
  }
}

/**
 * The nearest target after (or before) the caret. "After" starts past the
 * node holding the caret, so pressing again moves on rather than staying.
 */
export function findTarget(editor: Editor, kind: NavigationTarget, direction: 'next' | 'previous'): NodeEntry<BookElement> | undefined {
  const here = editor.selection?.focus.path ?? [0];
  const all = [...Editor.nodes<BookElement>(editor, { at: [], match: (node, path) => isTarget(editor, kind, node, path) })];
  if (direction === 'next') return all.find(([, path]) => Path.isAfter(path, here) && !Path.isAncestor(path, here));
  return all.reverse().find(([, path]) => Path.isBefore(path, here) && !Path.isAncestor(path, here));
}

/** Puts the caret at the start of a target (a page break: the page it begins, the text after it). */
export function goToTarget(editor: Editor, kind: NavigationTarget, path: Path): void {
  if (kind === 'page') {
    const after = Path.next(path);
    Transforms.select(editor, Editor.start(editor, Editor.hasPath(editor, after) ? after : path));
    return;
  }
  Transforms.select(editor, Editor.start(editor, path));
}
