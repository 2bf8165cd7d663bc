// The Book's routes (the editor for administrators, the reader for everyone
// signed in, the DAISY player) and where its commands come from. Data only:
// the editor's commands are the book scope's, so their entries
// (commands/bookCommandEntries.ts) load with the Book's screen, then their
// code (index.ts); the player's ten (scope 'listen') are listed here, their
// code loading with the player's page.

import { defineMessages } from '../../../core/messages/index.ts';
import { ROLES } from '../../../shared/auth/roles.ts';
import type { CommandEntry } from '../../commands/commandEntry.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

// The DAISY player's commands (their code is listen/listenCommands.ts), here
// with their names since every page's registry lists them (their catalogue is
// the main one). Scope 'listen': live on the player's page only, so they take
// Alt with the arrows and Page keys, which no global command uses and screen
// readers pass through in browse mode. Alt+Left and Alt+Right are the
// browser's Back and Forward, so phrases take Shift too; Alt+Shift+I is
// "where am I", as on the Canvas.

export const listenCommandMessages = defineMessages({
  playPause: { id: '재생/일시 정지', description: 'DAISY player command: start or pause the talking book. English: "Play or pause"' },
  nextPhrase: { id: '다음 구절', description: 'DAISY player command: go to the next phrase of the talking book. English: "Next phrase"' },
  previousPhrase: { id: '이전 구절', description: 'DAISY player command: go to the previous phrase of the talking book. English: "Previous phrase"' },
  nextHeading: { id: '다음 제목으로', description: 'DAISY player command: go to the next heading of the talking book. English: "Next heading"' },
  previousHeading: { id: '이전 제목으로', description: 'DAISY player command: go to the previous heading of the talking book. English: "Previous heading"' },
  nextPage: { id: '다음 쪽으로', description: 'DAISY player command: go to the next page of the talking book. English: "Next page"' },
  previousPage: { id: '이전 쪽으로', description: 'DAISY player command: go to the previous page of the talking book. English: "Previous page"' },
  faster: { id: '더 빠르게', description: 'DAISY player command: play the talking book faster (a quarter step). English: "Faster"' },
  slower: { id: '더 느리게', description: 'DAISY player command: play the talking book slower (a quarter step). English: "Slower"' },
  readPosition: { id: '현재 위치 읽기', description: 'DAISY player command: say where in the talking book the player is. English: "Read position"' },
});

export const LISTEN_COMMANDS = ['playPause', 'nextPhrase', 'previousPhrase', 'nextHeading', 'previousHeading', 'nextPage', 'previousPage', 'faster', 'slower', 'readPosition'] as const;
export type ListenCommand = (typeof LISTEN_COMMANDS)[number];

const LISTEN_SHORTCUTS: Readonly<Record<ListenCommand, readonly string[]>> = {
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
  label: listenCommandMessages[command],
  scope: 'listen',
  shortcuts: LISTEN_SHORTCUTS[command],
}));

export const bookManifest: FeatureManifest = {
  name: 'book',
  routes: [
    { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('./BookPage.tsx') },
    // Every signed-in user reads: their own documents and the library's (the
    // server decides, as for every drive read); only the editor is for administrators.
    { path: PATHS.read, layout: 'default', title: t.read, access: 'signedIn', scope: 'global', load: () => import('./reader/ReaderPage.tsx') },
    // The DAISY player: its commands (scope 'listen') are live there only.
    { path: PATHS.listen, layout: 'default', title: t.listen, access: 'signedIn', scope: 'listen', load: () => import('./listen/ListenPage.tsx') },
  ],
  commands: {
    // The player's ten commands with every page (the scoped entries are the book scope's only).
    entries: listenCommandEntries,
    scoped: { scope: 'book', load: async () => (await import('./commands/bookCommandEntries.ts')).bookCommandEntries },
    load: async () => (await import('./index.ts')).bookCommandCode,
  },
};
