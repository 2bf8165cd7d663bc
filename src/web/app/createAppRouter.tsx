import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AuthPort } from '../auth/authPort.ts';
import { guardNavigation } from '../routes/navigationGuard.ts';
import { routeAccess } from '../routes/routeAccess.ts';
import type { AppRoute, LayoutName, RouteTable } from '../routes/routeTable.ts';
import { RootFrame, type RouteHandle } from './RootFrame.tsx';
import { RouteError } from './RouteError.tsx';

export interface RouterDeps {
  readonly auth: AuthPort;
  readonly isDesktop: () => boolean;
  readonly routes: RouteTable;
  /** Awaited beside a screen's code before it shows (the command entries its scope keeps apart); it must not reject. */
  readonly beforeScreen?: (route: AppRoute) => Promise<void>;
}

type Module = Promise<{ default: ComponentType }>;
const LAYOUTS: Record<LayoutName, () => Module> = {
  default: () => import('../layouts/DefaultLayout.tsx'),
  wide: () => import('../layouts/WideLayout.tsx'),
  cloud: () => import('../layouts/CloudLayout.tsx'),
  easyCloud: () => import('../layouts/EasyCloudLayout.tsx'),
  blank: () => import('../layouts/BlankLayout.tsx'),
};

const component = (load: () => Module) => async () => ({ Component: (await load()).default });

/** The router: every route of the table, grouped under its layout, each behind the guard. */
export function createAppRouter({ auth, isDesktop, routes: table, beforeScreen }: RouterDeps) {
  const routes = routeAccess(table);
  const guard = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = await guardNavigation(
      { pathname: url.pathname, search: url.search, hash: url.hash },
      { isDesktop: isDesktop(), routes, auth },
    );
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };

  const layoutRoutes: RouteObject[] = (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => ({
    id: `layout-${layout}`,
    lazy: component(LAYOUTS[layout]),
    children: table.routes.filter((route) => route.layout === layout).map((route) => ({
      path: route.path,
      loader: guard,
      lazy: component(async () => (await Promise.all([route.load(), beforeScreen?.(route)]))[0]),
      handle: { route } satisfies RouteHandle,
    })),
  }));

  return createBrowserRouter([
    {
      id: 'root',
      Component: RootFrame,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [...layoutRoutes, { path: '*', loader: guard, Component: () => null }],
    },
  ]);
}
