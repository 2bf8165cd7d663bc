// Links: inline elements around text.

import { Editor, Element, Range, Transforms, type NodeEntry } from 'slate';
import type { LinkElement } from '../../../../core/book/model.ts';

const isLink = (node: unknown): node is LinkElement => Element.isElement(node) && node.type === 'link';

export function linkAt(editor: Editor): NodeEntry<LinkElement> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above<LinkElement>(editor, { at: editor.selection, match: isLink });
}

/**
 * Makes a link: on the link under the caret, changes its address (and its
 * text when given a new one); on selected text, links that text; at a bare
 * caret, inserts the text (or the address) as a link.
 */
export function setLink(editor: Editor, href: string, text: string): void {
  const current = linkAt(editor);
  if (current) {
    const [link, path] = current;
    Editor.withoutNormalizing(editor, () => {
      Transforms.setNodes(editor, { href }, { at: path });
      const old = link.children.map((child) => child.text).join('');
      if (text !== '' && text !== old) {
        Transforms.insertText(editor, text, { at: Editor.range(editor, path) });
      }
    });
    return;
  }
  const { selection } = editor;
  if (!selection) return;
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', href, children: [{ text: text === '' ? href : text }] });
    // Leave the caret after the link, so typing goes on outside it.
    Transforms.move(editor, { unit: 'offset' });
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    if (text !== '' && text !== Editor.string(editor, selection)) {
      Transforms.insertText(editor, text);
      const end = editor.selection?.anchor;
      if (end) Transforms.select(editor, { anchor: { path: end.path, offset: end.offset - text.length }, focus: end });
    }
    Transforms.wrapNodes(editor, { type: 'link', href, children: [] }, { split: true });
  });
  Transforms.collapse(editor, { edge: 'end' });
  Transforms.move(editor, { unit: 'offset' });
}

export function removeLink(editor: Editor): boolean {
  if (!linkAt(editor)) return false;
  Transforms.unwrapNodes(editor, { match: isLink });
  return true;
}
