import type { FeatureManifest } from '../../app/feature.ts';
import type { AppRoute } from '../../routes/routeTable.ts';
import { PATHS, TEST_PAGES, testPagePath } from '../../routes/paths.ts';

// Developer pages: no meta title, so their titles show the path parts.
export const testManifest: FeatureManifest = {
  name: 'test',
  routes: [
    { path: PATHS.test, layout: 'wide', access: 'signedIn', scope: 'global', load: () => import('./TestIndexPage.tsx') },
    ...TEST_PAGES.map((page): AppRoute => ({ path: testPagePath(page), layout: 'wide', access: 'signedIn', scope: 'global', load: () => import('./TestPage.tsx') })),
  ],
};
