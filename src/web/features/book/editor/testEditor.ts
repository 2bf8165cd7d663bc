// A headless Book editor for tests: the plugin over Slate's own editor, with
// a value and a selection given by paths.

import { createEditor, Editor, Transforms, type Path } from 'slate';
import { withHistory } from 'slate-history';
import type { BlockElement, HeadingElement, InlineNode, ParagraphElement } from '../../../../core/book/model.ts';
import type { BookSlateEditor } from './slateTypes.ts';
import { withBook } from './withBook.ts';

export function testEditor(blocks: BlockElement[], caret?: { path: Path; offset: number }): BookSlateEditor {
  const editor = withBook(withHistory(createEditor())) as BookSlateEditor;
  editor.children = structuredClone(blocks);
  Editor.normalize(editor, { force: true });
  if (caret) Transforms.select(editor, caret);
  return editor;
}

export const p = (text: string): ParagraphElement => ({ type: 'paragraph', children: [{ text }] });
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, text: string): HeadingElement => ({ type: 'heading', level, children: [{ text }] });
export const item = (text: string, ...nested: BlockElement[]) => ({
  type: 'list-item' as const,
  children: [{ type: 'paragraph' as const, children: [{ text }] as InlineNode[] }, ...(nested as never[])],
});
export const ul = (...items: ReturnType<typeof item>[]): BlockElement => ({ type: 'list', ordered: false, children: items });
export const ol = (...items: ReturnType<typeof item>[]): BlockElement => ({ type: 'list', ordered: true, children: items });

export const pageBreak = (): BlockElement => ({ type: 'page-break', children: [{ text: '' }] });
