import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const brokerManifest: FeatureManifest = {
  name: 'broker',
  routes: [
    { path: PATHS.broker, layout: 'blank', title: t.broker, access: 'public', scope: 'global', load: () => import('./BrokerPage.tsx') },
  ],
};
