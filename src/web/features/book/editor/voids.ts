// Void blocks: images, media and page breaks. Each stands alone between
// blocks; the caret selects it as a whole.

import { Editor, Element, Path, Range, Transforms } from 'slate';
import { MAX_PAGES, type ImageElement, type MediaElement } from '../../../../core/book/index.ts';
import { focusedTextBlock } from './nodes.ts';
import { topBlockPath } from './tables.ts';

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

/**
 * Where a new block goes: in place of an empty top-level paragraph under the
 * caret; else after the top-level block, splitting a top-level text block at
 * the caret when the caret is inside its text.
 */
function placeForBlock(editor: Editor): { at: Path; replace: boolean } {
  const text = focusedTextBlock(editor);
  const { selection } = editor;
  if (text && text[1].length === 1 && selection && Range.isCollapsed(selection)) {
    const [node, path] = text;
    if (Editor.isEmpty(editor, node)) return { at: path, replace: true };
    if (Editor.isStart(editor, selection.focus, path)) return { at: path, replace: false };
    if (!Editor.isEnd(editor, selection.focus, path)) {
      Transforms.splitNodes(editor, { always: true });
      return { at: Path.next(path), replace: false };
    }
  }
  return { at: Path.next(topBlockPath(editor)), replace: false };
}

function insertBlock(editor: Editor, block: ImageElement | MediaElement | { type: 'page-break'; children: [{ text: '' }] }): Path {
  let placed: Path = [0];
  Editor.withoutNormalizing(editor, () => {
    const { at, replace } = placeForBlock(editor);
    if (replace) Transforms.removeNodes(editor, { at });
    Transforms.insertNodes(editor, block, { at, select: false });
    placed = at;
  });
  // The caret goes on after the new block, into text (the normaliser adds a
  // paragraph after a trailing page break; an image at the end gets one here).
  const after = Path.next(placed);
  if (!Editor.hasPath(editor, after)) Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: after, select: false });
  Transforms.select(editor, Editor.start(editor, after));
  return placed;
}

/** Inserts a page break; false when the document already has the most pages. */
export function insertPageBreak(editor: Editor): boolean {
  if (pageBreakCount(editor) + 1 >= MAX_PAGES) return false;
  insertBlock(editor, { type: 'page-break', children: [{ text: '' }] });
  return true;
}

export function insertImage(editor: Editor, image: { src: string; alt: string; decorative: boolean }): void {
  const node: ImageElement = image.decorative
    ? { type: 'image', src: image.src, alt: '', decorative: true, children: [{ text: '' }] }
    : { type: 'image', src: image.src, alt: image.alt, children: [{ text: '' }] };
  insertBlock(editor, node);
}

export function insertMedia(editor: Editor, media: { kind: 'audio' | 'video'; src: string; title: string }): void {
  const node: MediaElement = media.title === '' ? { type: 'media', kind: media.kind, src: media.src, children: [{ text: '' }] } : { type: 'media', kind: media.kind, src: media.src, title: media.title, children: [{ text: '' }] };
  insertBlock(editor, node);
}

/** The image under the caret (a selected void), for the image properties dialog. */
export function imageAt(editor: Editor): [ImageElement, Path] | undefined {
  if (!editor.selection) return undefined;
  const entry = Editor.above<ImageElement>(editor, { at: editor.selection.focus, match: (node) => Element.isElement(node) && node.type === 'image' });
  return entry;
}
