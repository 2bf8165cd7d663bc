import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const loginManifest: FeatureManifest = {
  name: 'login',
  routes: [
    { path: PATHS.login, layout: 'blank', title: t.login, access: 'public', scope: 'global', load: () => import('./LoginPage.tsx') },
    { path: PATHS.loginCallback, layout: 'blank', title: t.loginCallback, access: 'public', scope: 'global', load: () => import('./LoginCallbackPage.tsx') },
  ],
};
