// Quick navigation as the user meets it: move, then say what was reached
// ("Heading 2: Plants", "Table, 2 rows, 2 columns") or that there is none.

import type { Editor} from 'slate';
import { Node, type Path } from 'slate';
import type { BookElement } from '../../../../core/book/model.ts';
import type { BookEditorUi } from './currentEditor.ts';
import { editorMessages as em } from './messages.ts';
import { findTarget, goToTarget, type NavigationTarget } from './navigation.ts';
import type { BookSlateEditor } from './slateTypes.ts';
import { pageAt } from './voids.ts';

function describe(editor: Editor, ui: BookEditorUi, node: BookElement, path: Path): void {
  switch (node.type) {
    case 'heading':
      ui.say(em.reachedHeading, { level: node.level, text: Node.string(node) });
      return;
    case 'list':
      ui.say(em.reachedList, { ordered: String(node.ordered), count: node.children.length });
      return;
    case 'table':
      ui.say(em.reachedTable, { rows: node.children.length, columns: node.children[0]?.children.length ?? 0 });
      return;
    case 'image':
      ui.say(imageName(ui, node.alt, node.decorative === true));
      return;
    case 'media':
      ui.say(node.kind === 'audio' ? em.audio : em.video, { title: node.title ?? '' });
      return;
    case 'link':
      ui.say(em.reachedLink, { text: Node.string(node) });
      return;
    case 'page-break':
      ui.say(em.reachedPage, { page: pageAt(editor, path) + 1 });
      return;
    default:
      return;
  }
}

/** A picture's spoken name (also its accessible name in the text). */
export function imageName(ui: Pick<BookEditorUi, 'format'>, alt: string, decorative: boolean): string {
  if (decorative) return ui.format(em.decorativeImage);
  return alt.trim() === '' ? ui.format(em.imageNoAlt) : ui.format(em.image, { alt });
}

export function goTo(editor: BookSlateEditor, ui: BookEditorUi, target: NavigationTarget, direction: 'next' | 'previous'): void {
  const found = findTarget(editor, target, direction);
  if (!found) {
    ui.say(em.noTarget, { direction, target });
    return;
  }
  const [node, path] = found;
  goToTarget(editor, target, path);
  describe(editor, ui, node, path);
  ui.focusText();
}
