import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const settingsManifest: FeatureManifest = {
  name: 'settings',
  routes: [
    { path: PATHS.settings, layout: 'default', title: t.settings, access: 'signedIn', scope: 'settings', load: () => import('./SettingsPage.tsx') },
  ],
};
