import type { GuardRoutes } from './navigationGuard.ts';
import type { RouteTable } from './routeTable.ts';

/** The guard's view of the route table. */
export function routeAccess({ find }: RouteTable): GuardRoutes {
  return {
    isKnown: (path) => find(path) !== undefined,
    isPublic: (path) => find(path)?.access === 'public',
    requiredRoles: (path) => find(path)?.roles ?? [],
  };
}
