import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const supportManifest: FeatureManifest = {
  name: 'support',
  routes: [
    { path: PATHS.support, layout: 'blank', title: t.support, access: 'public', scope: 'global', load: () => import('./SupportPage.tsx') },
  ],
};
