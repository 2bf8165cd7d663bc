// Pasting from a web page or a word processor: the clipboard's HTML goes
// through core's reader (the same allow-list the server applies), so what
// arrives is structure the model can hold — headings, lists, tables,
// links, marks — and nothing else (no scripts, styles or remote pictures).
// A copy from this editor itself keeps Slate's own fragment.

import { Transforms, type Editor } from 'slate';
import { blocksFromHtml } from '../../../../core/book/index.ts';
import { parseHtmlFragment } from '../html/parseHtml.ts';

export function withPaste<T extends Editor & { insertData: (data: DataTransfer) => void }>(editor: T): T {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html !== '' && !data.types.includes('application/x-slate-fragment')) {
      const blocks = blocksFromHtml(parseHtmlFragment(html));
      if (blocks.length > 0) {
        Transforms.insertFragment(editor, blocks);
        return;
      }
    }
    insertData(data);
  };
  return editor;
}
