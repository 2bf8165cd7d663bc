// The Book's route and its editor's commands (data only: their code is
// commands/bookCommands.ts, loaded with the page or on first use). The
// document's own commands (new, open, save…) are the document layer's and
// sit beside these.

import { ROLES } from '../../../shared/auth/roles.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { editorCommandEntries } from './shell/editorCommandEntries.ts';

export { editorCommandEntries };

export const bookManifest: FeatureManifest = {
  name: 'book',
  routes: [
    { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('./BookPage.tsx') },
  ],
  commands: { entries: [...editorCommandEntries], load: async () => (await import('./index.ts')).bookCommandCode },
};
