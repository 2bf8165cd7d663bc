// Void blocks: images, media and page breaks. Each stands alone between
// blocks; the caret selects it as a whole.

import { Editor, Element, Path } from 'slate';
import { MAX_PAGES, type ImageElement, type MediaElement } from '../../../../core/book/index.ts';
import { placeTopBlock } from './placeBlock.ts';

/** The spec's page limit (§8): a document has 1 to 100 pages (core's rule). */
export { MAX_PAGES };

export function pageBreakCount(editor: Editor): number {
  return [...Editor.nodes(editor, { at: [], match: (node) => Element.isElement(node) && node.type === 'page-break' })].length;
}

/** The page (1-based) the caret is on: one more than the page breaks before it. */
export function pageAt(editor: Editor, at: Path | undefined = editor.selection?.focus.path): number {
  if (!at) return 1;
  let page = 1;
  for (const [, path] of Editor.nodes(editor, { at: [], match: (node) => Element.isElement(node) && node.type === 'page-break' })) {
    if (Path.isBefore(path, at) && !Path.isAncestor(path, at)) page += 1;
  }
  return page;
}

/** Inserts a page break; false when the document already has the most pages. */
export function insertPageBreak(editor: Editor): boolean {
  if (pageBreakCount(editor) + 1 >= MAX_PAGES) return false;
  placeTopBlock(editor, { type: 'page-break', children: [{ text: '' }] });
  return true;
}

export function insertImage(editor: Editor, image: { src: string; alt: string; decorative: boolean }): void {
  const node: ImageElement = image.decorative
    ? { type: 'image', src: image.src, alt: '', decorative: true, children: [{ text: '' }] }
    : { type: 'image', src: image.src, alt: image.alt, children: [{ text: '' }] };
  placeTopBlock(editor, node);
}

export function insertMedia(editor: Editor, media: { kind: 'audio' | 'video'; src: string; title: string }): void {
  const node: MediaElement = media.title === '' ? { type: 'media', kind: media.kind, src: media.src, children: [{ text: '' }] } : { type: 'media', kind: media.kind, src: media.src, title: media.title, children: [{ text: '' }] };
  placeTopBlock(editor, node);
}

/** The image under the caret (a selected void), for the image properties dialog. */
export function imageAt(editor: Editor): [ImageElement, Path] | undefined {
  if (!editor.selection) return undefined;
  const entry = Editor.above<ImageElement>(editor, { at: editor.selection.focus, match: (node) => Element.isElement(node) && node.type === 'image' });
  return entry;
}
