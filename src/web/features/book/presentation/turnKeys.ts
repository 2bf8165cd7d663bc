// The keys that turn a presentation's pages, as presenters' clickers and
// slide programs use them: a clicker sends Page Down / Page Up, a keyboard
// user reaches for the arrows or Space.

export type Turn = 'next' | 'previous' | 'first' | 'last';

const TURNS: Readonly<Record<string, Turn>> = {
  PageDown: 'next',
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageUp: 'previous',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The turn a key asks for; none with a modifier (Alt+Arrow is the browser's history, Ctrl+Home a screen reader's). */
export function turnForKey(event: { readonly key: string; readonly altKey: boolean; readonly ctrlKey: boolean; readonly metaKey: boolean; readonly shiftKey: boolean }): Turn | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  return TURNS[event.key];
}

/** The page index a turn leads to from `index` among `pages`, kept inside the document. */
export function turnTarget(turn: Turn, index: number, pages: number): number {
  const last = Math.max(0, pages - 1);
  switch (turn) {
    case 'next':
      return Math.min(index + 1, last);
    case 'previous':
      return Math.max(index - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}
