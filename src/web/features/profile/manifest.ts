import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const profileManifest: FeatureManifest = {
  name: 'profile',
  routes: [
    { path: PATHS.profile, layout: 'default', title: t.profile, access: 'signedIn', scope: 'settings', load: () => import('./ProfilePage.tsx') },
  ],
};
