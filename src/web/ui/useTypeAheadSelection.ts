import { useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** A key React Aria's type-ahead reads: a printed character, typed without Ctrl, Cmd or Alt. */
function isTypeAheadKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * In lists where selection follows focus ("replace"): the arrows move
 * both. React Aria's type-ahead moves only focus, so after typing a name the
 * user hears one item while the commands (Delete, F2, Ctrl+X) would act on
 * the one selected before. These props, on an element around the grid,
 * table or list box, select the item type-ahead lands on, as the arrows do.
 *
 * The focus follows the key at once (React flushes the effects of a key
 * press before the key is released), so a focus move between a typed key
 * and its release is type-ahead's.
 */
export function useTypeAheadSelection(select: (key: string) => void) {
  const typing = useRef(false);
  return {
    onKeyDownCapture: (event: KeyboardEvent) => {
      typing.current = isTypeAheadKey(event);
    },
    onKeyUp: () => {
      typing.current = false;
    },
    onPointerDown: () => {
      typing.current = false;
    },
    onFocus: (event: FocusEvent) => {
      if (!typing.current) return;
      typing.current = false;
      const key = event.target instanceof Element ? event.target.closest('[role="row"][data-key], [role="option"][data-key]')?.getAttribute('data-key') : null;
      if (key) select(key);
    },
  };
}
