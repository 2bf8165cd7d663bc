// Whether a screen's checker panel is open, and each time a check was asked
// for: the "Check accessibility" command (its code runs outside the screen's
// components) asks, the screen shows the panel, and its Close or Escape ends
// it. A store, as the Book's presentation mode has, so the command needs
// nothing of the screen; one per screen that has a checker (Book, Canvas).

import { useSyncExternalStore } from 'react';

export interface CheckerRequest {
  readonly open: boolean;
  /** Counts the requests: each one checks again and takes the keyboard to the panel. */
  readonly asked: number;
}

export interface CheckerRequests {
  /** Opens the panel, or checks again and goes to it when it is open. */
  ask(): void;
  close(): void;
  useRequest(): CheckerRequest;
}

export function createCheckerRequests(): CheckerRequests {
  let request: CheckerRequest = { open: false, asked: 0 };
  const listeners = new Set<() => void>();
  const set = (next: CheckerRequest) => {
    request = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const read = () => request;
  return {
    ask: () => set({ open: true, asked: request.asked + 1 }),
    close: () => {
      if (request.open) set({ ...request, open: false });
    },
    useRequest: () => useSyncExternalStore(subscribe, read, read),
  };
}
