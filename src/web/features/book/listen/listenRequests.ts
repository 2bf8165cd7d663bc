// The player's commands reach the player through here: their code (run by a
// shortcut, the palette or a toolbar button) asks, the player on the page
// listens. A store rather than a context so the commands need nothing of the
// page; with no player listening an ask does nothing.

import type { ListenCommand } from './listenCommandEntries.ts';

type Listener = (command: ListenCommand) => void;

const listeners = new Set<Listener>();

export function askPlayer(command: ListenCommand): void {
  listeners.forEach((listener) => listener(command));
}

/** The player listens while it shows a book; returns the function that stops it. */
export function listenToCommands(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
