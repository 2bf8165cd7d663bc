// jsdom has no isContentEditable, and Slate asks it before handling a key in
// the editing area: without it no key reaches the editor's own handlers.
// Imported for its effect by the tests that press keys in the text.
Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
  configurable: true,
  get(this: HTMLElement) {
    return this.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true';
  },
});
