import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const libraryManifest: FeatureManifest = {
  name: 'library',
  routes: [
    // The Library's commands are drive commands: the Cloud's manifest lists them.
    { path: PATHS.library, layout: 'cloud', title: t.library, access: 'signedIn', scope: 'library', load: () => import('./LibraryPage.tsx') },
  ],
};
