// Saving is refused while a page has no alternative text (spec §5); the file
// layer says so, and then calls focusMissingAltText so the user lands on the
// first such page's field, ready to type. The pages panel registers how to
// focus its field for its editor while it is shown (committing what is typed
// there is drafts.ts's).

import { pagesMissingAltText, type CanvasEditor } from '../../../../core/canvas/index.ts';

export interface AltTextFieldHandle {
  readonly focus: () => void;
}

const fields = new WeakMap<CanvasEditor, AltTextFieldHandle>();

/** Used by the alternative text field while mounted; returns the unregistering function. */
export function registerAltTextField(editor: CanvasEditor, field: AltTextFieldHandle): () => void {
  fields.set(editor, field);
  return () => {
    if (fields.get(editor) === field) fields.delete(editor);
  };
}

/**
 * Turns to the first page without alternative text and puts focus in its
 * field (after the page has rendered). Returns false when every page has
 * one, or no pages panel is shown to focus.
 */
export function focusMissingAltText(editor: CanvasEditor): boolean {
  const [first] = pagesMissingAltText(editor.getState().document);
  const field = fields.get(editor);
  if (first === undefined || !field) return false;
  if (editor.getState().pageIndex !== first - 1) editor.goToPage(first - 1);
  // The field shows the new page's text on the next render; focus it after that.
  setTimeout(() => fields.get(editor)?.focus(), 0);
  return true;
}

/** Turns to page `index` and puts focus in its alternative text field (the checker's page-alt problem); false with no pages panel shown. */
export function focusAltTextOf(editor: CanvasEditor, index: number): boolean {
  if (!fields.has(editor)) return false;
  if (editor.getState().pageIndex !== index) editor.goToPage(index);
  setTimeout(() => fields.get(editor)?.focus(), 0);
  return true;
}
