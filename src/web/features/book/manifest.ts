import { ROLES } from '../../../shared/auth/roles.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const bookManifest: FeatureManifest = {
  name: 'book',
  routes: [
    { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('./BookPage.tsx') },
  ],
};
