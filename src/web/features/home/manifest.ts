import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const homeManifest: FeatureManifest = {
  name: 'home',
  routes: [
    { path: PATHS.home, layout: 'default', title: t.home, access: 'public', scope: 'home', load: () => import('./HomePage.tsx') },
  ],
};
