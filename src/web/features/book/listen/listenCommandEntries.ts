// The DAISY player's commands: data only, for the Book's manifest (their code
// is listenCommands.ts). Scope 'listen': they are live on the player's page
// only, so they take Alt with the arrows and Page keys, which no global
// command uses there and screen readers pass through in browse mode. Alt+Left
// and Alt+Right are the browser's Back and Forward, so phrases take Shift too;
// Alt+Shift+I is "where am I", as on the Canvas.

import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { listenCommandMessages as m } from './listenCommandMessages.ts';

export const LISTEN_COMMANDS = ['playPause', 'nextPhrase', 'previousPhrase', 'nextHeading', 'previousHeading', 'nextPage', 'previousPage', 'faster', 'slower', 'readPosition'] as const;
export type ListenCommand = (typeof LISTEN_COMMANDS)[number];

const SHORTCUTS: Readonly<Record<ListenCommand, readonly string[]>> = {
  playPause: ['Alt+Enter'],
  nextPhrase: ['Alt+Shift+ArrowRight'],
  previousPhrase: ['Alt+Shift+ArrowLeft'],
  nextHeading: ['Alt+ArrowDown'],
  previousHeading: ['Alt+ArrowUp'],
  nextPage: ['Alt+PageDown'],
  previousPage: ['Alt+PageUp'],
  faster: ['Alt+Shift+ArrowUp'],
  slower: ['Alt+Shift+ArrowDown'],
  readPosition: ['Alt+Shift+I'],
};

export const listenCommandId = (command: ListenCommand): string => `book.listen.${command}`;

export const listenCommandEntries: readonly CommandEntry[] = LISTEN_COMMANDS.map((command) => ({
  id: listenCommandId(command),
  label: m[command],
  scope: 'listen',
  shortcuts: SHORTCUTS[command],
}));
