// Enter on a problem: the editor's focus and selection go to its place. A
// node path of the model is a Slate path (the editor's value is the model's
// blocks): the node is selected whole, scrolled into view and the text
// focused, so a screen reader reads what is there. The title's problem goes
// to the title field; the document's others to the start of the text.

import { Editor, Element, Node, Text, type Path } from 'slate';
import { ReactEditor } from 'slate-react';
import type { Finding } from '../../../../core/a11ycheck/index.ts';
import { returnToText } from '../editor/returnToText.ts';
import type { BookSlateEditor } from '../editor/slateTypes.ts';
import { focusTitleField } from './titleField.ts';

function scrollTo(editor: BookSlateEditor, path: Path): void {
  try {
    ReactEditor.toDOMNode(editor, Node.get(editor, path)).scrollIntoView?.({ block: 'nearest' });
  } catch {
    // Not drawn (yet): the focus below still takes the caret there.
  }
}

/** Goes to a finding's place; false when it has none in the editor (HTML the model does not keep). */
export function goToFinding(editor: BookSlateEditor, finding: Finding): boolean {
  const { location } = finding;
  switch (location.kind) {
    case 'document':
      if (finding.rule === 'document-title' && focusTitleField()) return true;
      returnToText(editor, Editor.range(editor, Editor.start(editor, [])));
      return true;
    case 'node': {
      const path = [...location.path];
      if (path.length === 0 || !Editor.hasPath(editor, path)) return false;
      const node = Node.get(editor, path);
      if (!Element.isElement(node) && !Text.isText(node)) return false;
      scrollTo(editor, path);
      // The node selected whole: a picture, a heading, a run of coloured text.
      returnToText(editor, Editor.range(editor, path));
      return true;
    }
    case 'element':
    case 'page':
      return false;
  }
}
