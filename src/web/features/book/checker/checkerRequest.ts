// Whether the Book's checker panel is open, and each time a check was asked
// for: the "Check accessibility" command (its code runs outside the page's
// components) asks, the page shows the panel, and its Close or Escape ends it.
// A store, as presentation mode's, so the command needs nothing of the page.

import { useSyncExternalStore } from 'react';

export interface CheckerRequest {
  readonly open: boolean;
  /** Counts the requests: each one checks again and takes the keyboard to the panel. */
  readonly asked: number;
}

let request: CheckerRequest = { open: false, asked: 0 };
const listeners = new Set<() => void>();

function set(next: CheckerRequest): void {
  request = next;
  listeners.forEach((listener) => listener());
}

export const requestCheck = (): void => set({ open: true, asked: request.asked + 1 });
export const closeChecker = (): void => {
  if (request.open) set({ ...request, open: false });
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => request;

export function useCheckerRequest(): CheckerRequest {
  return useSyncExternalStore(subscribe, read, read);
}
