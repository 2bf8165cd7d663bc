// Easy mode's routes, and its own entries in the palette (they only go somewhere).

import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { easyCommandMessages as m } from './messages.ts';

export const easyManifest: FeatureManifest = {
  name: 'easy',
  routes: [
    { path: PATHS.easy, layout: 'blank', title: t.easy, access: 'public', scope: 'easy', load: () => import('./EasyHomePage.tsx') },
    { path: PATHS.easyCloud, layout: 'easyCloud', title: t.easyCloud, access: 'signedIn', scope: 'easy', load: () => import('./EasyCloudPage.tsx') },
    { path: PATHS.easySearch, layout: 'easyCloud', title: t.easySearch, access: 'signedIn', scope: 'easy', load: () => import('./EasySearchPage.tsx') },
    { path: PATHS.easyTactile, layout: 'blank', title: t.easyTactile, access: 'signedIn', scope: 'easy', load: () => import('./EasyTactilePage.tsx') },
    // Easy canvas runs the Canvas's editor, and with it the Canvas's commands.
    { path: PATHS.easyCanvas, layout: 'blank', title: t.easyCanvas, access: 'signedIn', scope: 'easy', alsoActive: ['canvas'], load: () => import('./EasyCanvasPage.tsx') },
  ],
  commands: {
    entries: [
      { id: 'easy.openCloud', label: m.openCloud, scope: 'easy', href: PATHS.easyCloud },
      { id: 'easy.openSearch', label: m.openSearch, scope: 'easy', href: PATHS.easySearch },
      { id: 'easy.openTactile', label: m.openTactile, scope: 'easy', href: PATHS.easyTactile },
      { id: 'easy.openCanvas', label: m.openCanvas, scope: 'easy', href: PATHS.easyCanvas },
    ],
  },
};
