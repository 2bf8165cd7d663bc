// The text "Read on the display" takes from where the focus is: a text
// field's value (a Cloud file's description, a page's alternative text, a
// Canvas braille text box), or the text of an element marked
// `data-display-text` (the Cloud's details show a description and each
// page's alternative text that way; the attribute's value, when not empty,
// is the text to read, else the element's own text).

const TEXT_INPUTS: ReadonlySet<string> = new Set(['text', 'search', 'url', 'email', 'tel', '']);

/** The focused text to read, trimmed; undefined when there is none (or only blanks). */
export function focusedDisplayText(element: Element | null): string | undefined {
  if (!element) return undefined;
  let text: string | null | undefined;
  if (element instanceof HTMLTextAreaElement) text = element.value;
  else if (element instanceof HTMLInputElement) text = TEXT_INPUTS.has(element.type) ? element.value : undefined;
  else {
    const marked = element.closest('[data-display-text]');
    text = marked ? marked.getAttribute('data-display-text') || marked.textContent : undefined;
  }
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
