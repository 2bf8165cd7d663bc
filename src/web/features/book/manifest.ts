// The Book's routes (the editor for administrators, the reader for everyone
// signed in) and its commands' entries: the editor's, the document's (new,
// open, save…) and presentation mode. Data only: the commands' code is in
// index.ts, loaded with the page or on first use.

import { ROLES } from '../../../shared/auth/roles.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { documentCommandEntries } from './shell/documentCommandEntries.ts';
import { editorCommandEntries } from './shell/editorCommandEntries.ts';
import { presentationCommandEntry } from './shell/presentationCommandEntry.ts';

export const bookManifest: FeatureManifest = {
  name: 'book',
  routes: [
    { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('./BookPage.tsx') },
    // Every signed-in user reads: their own documents and the library's (the
    // server decides, as for every drive read); only the editor is for administrators.
    { path: PATHS.read, layout: 'default', title: t.read, access: 'signedIn', scope: 'global', load: () => import('./reader/ReaderPage.tsx') },
  ],
  commands: {
    entries: [...documentCommandEntries, ...editorCommandEntries, presentationCommandEntry],
    load: async () => (await import('./index.ts')).bookCommandCode,
  },
};
