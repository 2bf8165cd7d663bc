/**
 * A ref that puts aria-keyshortcuts on a React Aria button. React Aria's
 * Button and ToggleButton pass only the attributes they know to the DOM, and
 * aria-keyshortcuts is not one of them (react-aria-components 1.22), so a
 * prop would be dropped without a word.
 */
export function keyShortcutsRef(shortcuts: string | undefined) {
  return (element: HTMLElement | null): void => {
    if (element === null) return;
    if (shortcuts === undefined || shortcuts === '') element.removeAttribute('aria-keyshortcuts');
    else element.setAttribute('aria-keyshortcuts', shortcuts);
  };
}
