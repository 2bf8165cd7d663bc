// The editor's normaliser: core's document rules (core/book/normalize.ts),
// applied one node at a time as Slate asks after each change. Each rule
// fixes one thing and returns; Slate calls again until nothing changes.

import type { Editor, Node, Path} from 'slate';
import { Element, Text, Transforms, type NodeEntry } from 'slate';
import { cleanMathElement } from '../../../../core/book/index.ts';
import type { BookElement, MathElement } from '../../../../core/book/model.ts';
import { isList, isListItem } from './nodes.ts';

const paragraph = () => ({ type: 'paragraph' as const, children: [{ text: '' }] });

/** Text, a link or an equation: what only a paragraph or heading may hold. */
const isInlineNode = (node: Node): boolean => Text.isText(node) || (Element.isElement(node) && (node.type === 'link' || node.type === 'math'));

/** The equation as core cleans it (a fragment pasted from elsewhere could hold anything). */
function fixMath(editor: Editor, element: MathElement, path: Path): boolean {
  const clean = cleanMathElement(element);
  if (!clean) {
    Transforms.removeNodes(editor, { at: path });
    return true;
  }
  const same = clean.display === element.display && clean.alt === element.alt && JSON.stringify(clean.tree) === JSON.stringify(element.tree);
  if (same) return false;
  // null removes a property in Slate.
  Transforms.setNodes(editor, { display: clean.display ?? null, alt: clean.alt ?? null, tree: clean.tree }, { at: path });
  return true;
}

/** What each container may hold; a child of another type is wrapped or converted. */
function fixChildren(editor: Editor, element: BookElement, path: Path): boolean {
  const children = element.children as Node[];
  for (const [index, child] of children.entries()) {
    const at = [...path, index];
    switch (element.type) {
      case 'list':
        if (!isListItem(child)) {
          if (Element.isElement(child) && (child.type === 'paragraph' || child.type === 'heading' || child.type === 'list')) {
            Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at });
          } else {
            Transforms.removeNodes(editor, { at });
          }
          return true;
        }
        break;
      case 'list-item':
        if (isInlineNode(child)) {
          Transforms.wrapNodes(editor, paragraph() as never, { at, match: (_n, p) => p.length === at.length });
          return true;
        }
        if (index === 0 && isList(child)) {
          Transforms.insertNodes(editor, paragraph(), { at });
          return true;
        }
        if (Element.isElement(child) && child.type !== 'paragraph' && child.type !== 'list') {
          if (child.type === 'heading') {
            Transforms.setNodes(editor, { type: 'paragraph' }, { at });
            Transforms.unsetNodes(editor, 'level', { at });
          } else {
            Transforms.liftNodes(editor, { at });
          }
          return true;
        }
        break;
      case 'table':
        if (!(Element.isElement(child) && child.type === 'table-row')) {
          Transforms.removeNodes(editor, { at });
          return true;
        }
        break;
      case 'table-row':
        if (!(Element.isElement(child) && child.type === 'table-cell')) {
          Transforms.removeNodes(editor, { at });
          return true;
        }
        break;
      case 'table-cell':
        if (!(Element.isElement(child) && child.type === 'paragraph')) {
          if (isInlineNode(child)) Transforms.wrapNodes(editor, paragraph() as never, { at });
          else if (Element.isElement(child) && child.type === 'heading') Transforms.setNodes(editor, { type: 'paragraph' }, { at });
          else Transforms.unwrapNodes(editor, { at });
          return true;
        }
        break;
      case 'blockquote':
        if (isInlineNode(child)) {
          Transforms.wrapNodes(editor, paragraph() as never, { at });
          return true;
        }
        if (Element.isElement(child) && child.type !== 'paragraph' && child.type !== 'heading' && child.type !== 'list') {
          Transforms.liftNodes(editor, { at });
          return true;
        }
        break;
      default:
        break;
    }
  }
  return false;
}

function fixAttributes(editor: Editor, element: BookElement, path: Path): boolean {
  if (element.type === 'math') return fixMath(editor, element, path);
  if (element.type === 'list' && element.start !== undefined && (!element.ordered || !Number.isInteger(element.start) || element.start < 1)) {
    Transforms.unsetNodes(editor, 'start', { at: path });
    return true;
  }
  if (element.type === 'heading' && !(Number.isInteger(element.level) && element.level >= 1 && element.level <= 6)) {
    Transforms.setNodes(editor, { level: Math.min(6, Math.max(1, Math.round(element.level) || 1)) as 1 }, { at: path });
    return true;
  }
  return false;
}

/** The document's own rules: never empty, never two page breaks in a row, never ending with one. */
function fixDocument(editor: Editor): boolean {
  const blocks = editor.children;
  if (blocks.length === 0) {
    Transforms.insertNodes(editor, paragraph(), { at: [0] });
    return true;
  }
  for (let index = 1; index < blocks.length; index++) {
    const block = blocks[index];
    if (Element.isElement(block) && block.type === 'page-break' && (blocks[index - 1] as BookElement).type === 'page-break') {
      Transforms.removeNodes(editor, { at: [index] });
      return true;
    }
  }
  const last = blocks[blocks.length - 1];
  if (Element.isElement(last) && last.type === 'page-break') {
    Transforms.insertNodes(editor, paragraph(), { at: [blocks.length] });
    return true;
  }
  return false;
}

/** Returns whether it changed something (then Slate normalises again). */
export function normalizeBookEntry(editor: Editor, [node, path]: NodeEntry): boolean {
  if (path.length === 0) return fixDocument(editor);
  if (!Element.isElement(node)) return false;
  return fixAttributes(editor, node, path) || fixChildren(editor, node, path);
}
