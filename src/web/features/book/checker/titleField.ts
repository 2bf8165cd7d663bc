// The document's title field, for the checker's "document-title" problem:
// the field registers its input while it is shown, and Enter on the problem
// (or its quick fix) takes the keyboard there.

let input: HTMLInputElement | null = null;

export function setTitleInput(element: HTMLInputElement | null): void {
  input = element;
}

/** Focuses the title field; false when there is none. */
export function focusTitleField(): boolean {
  if (input === null || !input.isConnected) return false;
  input.focus();
  input.select();
  return true;
}
