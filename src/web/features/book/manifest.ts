// The Book's routes (the editor for administrators, the reader for everyone
// signed in, the DAISY player) and where its commands come from. Data only:
// the editor's commands are the book scope's, so their entries
// (commands/bookCommandEntries.ts) load with the Book's screen, then their
// code (index.ts); the player's ten (scope 'listen') are listed here, their
// code loading with the player's page.

import { ROLES } from '../../../shared/auth/roles.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { listenCommandEntries } from './listen/listenCommandEntries.ts';

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
