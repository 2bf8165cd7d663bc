import { createEditor, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';
import type { BookSlateEditor } from './slateTypes.ts';
import { withBook } from './withBook.ts';
import { withPaste } from './withPaste.ts';

function clipboard(entries: Record<string, string>): DataTransfer {
  return { types: Object.keys(entries), getData: (type: string) => entries[type] ?? '' } as unknown as DataTransfer;
}

function editorWith(text: string): BookSlateEditor {
  const editor = withPaste(withBook(withHistory(withReact(createEditor())))) as BookSlateEditor;
  editor.children = [{ type: 'paragraph', children: [{ text }] }];
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

describe('pasting', () => {
  it('keeps the structure of pasted HTML and drops what the model cannot hold', () => {
    const editor = editorWith('');
    editor.insertData(clipboard({ 'text/html': '<h2>Leaves</h2><ul><li><b>green</b></li></ul><script>alert(1)</script><p onclick="x()">end</p>', 'text/plain': 'Leaves green end' }));
    expect(editor.children).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Leaves' }] },
      { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'green', bold: true }] }] }] },
      { type: 'paragraph', children: [{ text: 'end' }] },
    ]);
  });

  it('pastes plain text as text', () => {
    const editor = editorWith('a');
    editor.insertData(clipboard({ 'text/plain': 'bc' }));
    expect(Editor.string(editor, [])).toBe('abc');
  });
});
