// A value normalised as the editor would normalise it, computed on a
// throwaway editor: the page's editor starts from it, so its first change
// is the user's and not the normaliser's (which would look like an edit).

import { createEditor, Editor } from 'slate';
import type { BlockElement } from '../../../../core/book/model.ts';
import { withBook } from './withBook.ts';

export function normalizeBlocks(blocks: readonly BlockElement[]): BlockElement[] {
  const editor = withBook(createEditor());
  editor.children = [...blocks];
  Editor.normalize(editor, { force: true });
  return editor.children as BlockElement[];
}
