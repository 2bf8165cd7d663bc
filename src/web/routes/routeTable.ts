import type { ComponentType } from 'react';
import type { CommandScope } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import type { Role } from '../../shared/auth/roles.ts';

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

/** The app's routes, gathered from the features' manifests (src/web/features.ts), and a lookup by path. */
export interface RouteTable {
  readonly routes: readonly AppRoute[];
  readonly find: (path: string) => AppRoute | undefined;
}

export function routeTable(routes: readonly AppRoute[]): RouteTable {
  const byPath = new Map<string, AppRoute>();
  for (const route of routes) {
    if (byPath.has(route.path)) throw new Error(`Two routes have the path ${route.path}`);
    byPath.set(route.path, route);
  }
  return { routes, find: (path) => byPath.get(path) };
}
