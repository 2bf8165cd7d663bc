import type { ComponentType } from 'react';
import type { CommandScope } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import { ROLES, type Role } from '../../shared/auth/roles.ts';
import { routeTitles as t } from './messages.ts';
import { PATHS, TEST_PAGES, testPagePath } from './paths.ts';

export type LayoutName = 'default' | 'wide' | 'cloud' | 'easyCloud' | 'blank';

/** Who may open a route: anyone (spec §2 guard, step 2) or a signed-in user. */
export type RouteAccess = 'public' | 'signedIn';

export interface AppRoute {
  readonly path: string;
  readonly layout: LayoutName;
  /** Route meta title; without one the page title is built from the path. */
  readonly title?: Message;
  readonly access: RouteAccess;
  /** Roles of which the user needs at least one. */
  readonly roles?: readonly Role[];
  /** Commands of this scope are active on the page, besides the global ones. */
  readonly scope: CommandScope;
  /** Other scopes whose commands are active there too (Easy canvas runs the Canvas's). */
  readonly alsoActive?: readonly CommandScope[];
  readonly load: () => Promise<{ default: ComponentType }>;
}

// The one table of routes: the router, the guard, page titles and the tests
// all read it. Every page is loaded on demand.
export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.broker, layout: 'blank', title: t.broker, access: 'public', scope: 'global', load: () => import('../features/broker/BrokerPage.tsx') },
  { path: PATHS.home, layout: 'default', title: t.home, access: 'public', scope: 'home', load: () => import('../features/home/HomePage.tsx') },
  { path: PATHS.canvas, layout: 'wide', title: t.canvas, access: 'signedIn', scope: 'canvas', load: () => import('../features/canvas/CanvasPage.tsx') },
  { path: PATHS.book, layout: 'wide', title: t.book, access: 'signedIn', roles: [ROLES.admin], scope: 'book', load: () => import('../features/book/BookPage.tsx') },
  { path: PATHS.cloud, layout: 'cloud', title: t.cloud, access: 'signedIn', scope: 'cloud', load: () => import('../features/cloud/CloudPage.tsx') },
  { path: PATHS.trash, layout: 'cloud', title: t.trash, access: 'signedIn', scope: 'cloud', load: () => import('../features/cloud/TrashPage.tsx') },
  { path: PATHS.library, layout: 'cloud', title: t.library, access: 'signedIn', scope: 'library', load: () => import('../features/library/LibraryPage.tsx') },
  { path: PATHS.settings, layout: 'default', title: t.settings, access: 'signedIn', scope: 'settings', load: () => import('../features/settings/SettingsPage.tsx') },
  { path: PATHS.profile, layout: 'default', title: t.profile, access: 'signedIn', scope: 'settings', load: () => import('../features/profile/ProfilePage.tsx') },
  { path: PATHS.easy, layout: 'blank', title: t.easy, access: 'public', scope: 'easy', load: () => import('../features/easy/EasyHomePage.tsx') },
  { path: PATHS.easyCloud, layout: 'easyCloud', title: t.easyCloud, access: 'signedIn', scope: 'easy', load: () => import('../features/easy/EasyCloudPage.tsx') },
  { path: PATHS.easySearch, layout: 'easyCloud', title: t.easySearch, access: 'signedIn', scope: 'easy', load: () => import('../features/easy/EasySearchPage.tsx') },
  { path: PATHS.easyTactile, layout: 'blank', title: t.easyTactile, access: 'signedIn', scope: 'easy', load: () => import('../features/easy/EasyTactilePage.tsx') },
  { path: PATHS.easyCanvas, layout: 'blank', title: t.easyCanvas, access: 'signedIn', scope: 'easy', alsoActive: ['canvas'], load: () => import('../features/easy/EasyCanvasPage.tsx') },
  { path: PATHS.login, layout: 'blank', title: t.login, access: 'public', scope: 'global', load: () => import('../features/login/LoginPage.tsx') },
  { path: PATHS.loginCallback, layout: 'blank', title: t.loginCallback, access: 'public', scope: 'global', load: () => import('../features/login/LoginCallbackPage.tsx') },
  { path: PATHS.support, layout: 'blank', title: t.support, access: 'public', scope: 'global', load: () => import('../features/support/SupportPage.tsx') },
  // Developer pages: no meta title, so their titles show the path parts.
  { path: PATHS.test, layout: 'wide', access: 'signedIn', scope: 'global', load: () => import('../features/test/TestIndexPage.tsx') },
  ...TEST_PAGES.map((page): AppRoute => ({
    path: testPagePath(page),
    layout: 'wide',
    access: 'signedIn',
    scope: 'global',
    load: () => import('../features/test/TestPage.tsx'),
  })),
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): AppRoute | undefined {
  return byPath.get(path);
}
