// The Book's Slate plugin: which nodes are inline and void, the model's
// normalisation, and the keys that mean something different in structure
// than in plain text (Enter and Backspace in lists, headings and quotes;
// Backspace and Delete next to a picture, a page break or an equation).

import type { Point} from 'slate';
import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import { outdentItem } from './lists.ts';
import { focusedCell, focusedTextBlock, isItemText, isMath, isVoidElement, listItemAbove, mathAt } from './nodes.ts';
import { normalizeBookEntry } from './normalizeBook.ts';

function collapsedFocus(editor: Editor): Point | undefined {
  const { selection } = editor;
  return selection && Range.isCollapsed(selection) ? selection.focus : undefined;
}

/** The void block right before (or after) a top-level-or-nested block, if any. */
function voidBeside(editor: Editor, blockPath: Path, side: 'before' | 'after'): Path | undefined {
  if (side === 'before' && blockPath[blockPath.length - 1] === 0) return undefined;
  const other = side === 'before' ? Path.previous(blockPath) : Path.next(blockPath);
  if (!Editor.hasPath(editor, other)) return undefined;
  return isVoidElement(Node.get(editor, other)) ? other : undefined;
}

function selectVoid(editor: Editor, path: Path): void {
  Transforms.select(editor, Editor.start(editor, path));
}

function quoteAbove(editor: Editor, path: Path) {
  return Editor.above(editor, { at: path, match: (node) => Element.isElement(node) && node.type === 'blockquote' });
}

export function withBook<T extends Editor>(editor: T): T {
  const { isInline, isVoid, normalizeNode, insertBreak, deleteBackward, deleteForward } = editor;

  // An equation is one unit of the line: the arrows pass it, Backspace and
  // Delete select it first (and say what it is), then remove it.
  editor.isInline = (element) => element.type === 'link' || isMath(element) || isInline(element);
  editor.isVoid = (element) => isVoidElement(element) || isMath(element) || isVoid(element);

  editor.normalizeNode = (entry, options) => {
    if (normalizeBookEntry(editor, entry)) return;
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    const focus = collapsedFocus(editor);
    const block = focusedTextBlock(editor);
    if (!focus || !block) {
      // A selected picture or page break: Enter opens a paragraph after it.
      const voidEntry = focus ? Editor.above(editor, { at: focus, match: isVoidElement }) : undefined;
      if (voidEntry) {
        const after = Path.next(voidEntry[1]);
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: after, select: true });
        return;
      }
      insertBreak();
      return;
    }
    const [node, path] = block;
    const empty = Editor.isEmpty(editor, node);
    if (isItemText(editor, path)) {
      const itemPath = Path.parent(path);
      // Enter in an empty item leaves the list (or one level of it), as in every word processor.
      if (empty) {
        outdentItem(editor, itemPath);
        return;
      }
      // Otherwise a new item, not a second paragraph in this one.
      Transforms.splitNodes(editor, { always: true, match: (n, p) => Path.equals(p, itemPath) && n === Node.get(editor, itemPath) });
      return;
    }
    if (empty && path.length > 1 && quoteAbove(editor, path)) {
      Transforms.liftNodes(editor, { at: path });
      return;
    }
    if (node.type === 'heading' && Editor.isEnd(editor, focus, path)) {
      // A heading's next line is body text.
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: Path.next(path), select: true });
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const focus = collapsedFocus(editor);
    if (focus && !mathAt(editor, focus)) {
      const equation = mathAt(editor, Editor.before(editor, focus));
      if (equation) {
        selectVoid(editor, equation[1]);
        return;
      }
    }
    const block = focusedTextBlock(editor);
    if (focus && block && Editor.isStart(editor, focus, block[1])) {
      const [node, path] = block;
      if (isItemText(editor, path)) {
        const item = listItemAbove(editor, path);
        if (item) outdentItem(editor, item[1]);
        return;
      }
      if (node.type === 'heading') {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        Transforms.unsetNodes(editor, 'level', { at: path });
        return;
      }
      if (path.length > 1 && quoteAbove(editor, path) && path[path.length - 1] === 0) {
        Transforms.liftNodes(editor, { at: path });
        return;
      }
      // A cell's start is a wall: Backspace never merges two cells.
      const cell = focusedCell(editor);
      if (cell && Editor.isStart(editor, focus, cell[1])) return;
      // Next to a picture or a page break, the first Backspace selects it
      // (and says what it is); only the second removes it.
      const beside = voidBeside(editor, path, 'before');
      if (beside) {
        if (Editor.isEmpty(editor, node)) {
          Transforms.removeNodes(editor, { at: path });
          selectVoid(editor, beside);
        } else {
          selectVoid(editor, beside);
        }
        return;
      }
    }
    deleteBackward(unit);
  };

  editor.deleteForward = (unit) => {
    const focus = collapsedFocus(editor);
    if (focus && !mathAt(editor, focus)) {
      const equation = mathAt(editor, Editor.after(editor, focus));
      if (equation) {
        selectVoid(editor, equation[1]);
        return;
      }
    }
    const block = focusedTextBlock(editor);
    if (focus && block && Editor.isEnd(editor, focus, block[1])) {
      const cell = focusedCell(editor);
      if (cell && Editor.isEnd(editor, focus, cell[1])) return;
      const beside = voidBeside(editor, block[1], 'after');
      if (beside) {
        selectVoid(editor, beside);
        return;
      }
    }
    deleteForward(unit);
  };

  return editor;
}
