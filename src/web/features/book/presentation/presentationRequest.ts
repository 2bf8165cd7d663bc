// Whether the Book page is presenting: the "Presentation mode" command (its
// code runs outside the page's components) asks, the page renders
// PresentationView while the answer is yes and ends it in onExit. A store
// rather than a context so the command needs nothing of the page.

import { useSyncExternalStore } from 'react';

let presenting = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (presenting === value) return;
  presenting = value;
  listeners.forEach((listener) => listener());
}

export const startPresentation = (): void => set(true);
export const endPresentation = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => presenting;

/** Whether a presentation was asked for and has not ended. */
export function usePresenting(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
