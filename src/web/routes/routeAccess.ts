import type { GuardRoutes } from './navigationGuard.ts';
import { findRoute } from './routeTable.ts';

/** The guard's view of the route table. */
export function routeAccess(): GuardRoutes {
  return {
    isKnown: (path) => findRoute(path) !== undefined,
    isPublic: (path) => findRoute(path)?.access === 'public',
    requiredRoles: (path) => findRoute(path)?.roles ?? [],
  };
}
