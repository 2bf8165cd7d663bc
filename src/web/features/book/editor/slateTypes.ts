// Slate's types bound to the Book model (core/book/model.ts): the editor's
// value IS the document's blocks, so Slate checks every transform against
// the model's own element and text shapes.

import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { BookElement, BookText } from '../../../../core/book/model.ts';

export type BookSlateEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: BookSlateEditor;
    Element: BookElement;
    Text: BookText;
  }
}
