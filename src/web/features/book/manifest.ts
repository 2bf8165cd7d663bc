// The Book's routes (the editor for administrators, the reader for everyone
// signed in) and where its commands come from. Data only: every Book command
// is the book scope's, so its entries (commands/bookCommandEntries.ts) load with
// the Book's screen, then its code (index.ts); no other page carries them.

import { ROLES } from '../../../shared/auth/roles.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const bookManifest: FeatureManifest = {
  name: 'book',
  routes: [
    { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('./BookPage.tsx') },
    // Every signed-in user reads: their own documents and the library's (the
    // server decides, as for every drive read); only the editor is for administrators.
    { path: PATHS.read, layout: 'default', title: t.read, access: 'signedIn', scope: 'global', load: () => import('./reader/ReaderPage.tsx') },
  ],
  commands: {
    entries: [],
    scoped: { scope: 'book', load: async () => (await import('./commands/bookCommandEntries.ts')).bookCommandEntries },
    load: async () => (await import('./index.ts')).bookCommandCode,
  },
};
