import { useEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { PRODUCT_NAME } from '../../shared/product.ts';
import { CommandsProvider } from '../commands/CommandsProvider.tsx';
import { DeviceProvider } from '../device/DeviceProvider.tsx';
import { LocaleChangeAnnouncer } from '../i18n/LocaleChangeAnnouncer.tsx';
import { PreferencesSync } from '../preferences/PreferencesSync.tsx';
import { pageTitle } from '../routes/pageTitle.ts';
import type { AppRoute } from '../routes/routeTable.ts';
import { announce } from '../ui/announcer.ts';
import { SessionProblemHost } from '../session/SessionProblemHost.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';

export interface RouteHandle {
  readonly route: AppRoute;
}

/** An address on another site: it has a scheme, or starts with //. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * React Aria asks the router for each link's href. The router resolves every
 * href as a path of the app, which would turn "https://…" into "/https:/…";
 * links to other sites keep theirs (React Aria lets the browser follow them).
 */
function useLinkHref(href: string): string {
  const appHref = useHref(isExternal(href) ? '/' : href);
  return isExternal(href) ? href : appHref;
}

function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * What every page shares: the page title, focus and announcement on
 * navigation, the tactile display, the command layer, toasts, and React Aria
 * links that go through the router.
 */
export function RootFrame() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const route = useCurrentRoute();
  const title = pageTitle(PRODUCT_NAME, location.pathname, route?.title && intl.formatMessage(route.title));

  useEffect(() => {
    document.title = title;
  }, [title]);

  // After a navigation (not the first load, which a screen reader reads by
  // itself) focus the new page's heading and say its title.
  const firstPath = useRef<string | null>(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = null;
    const target = document.querySelector<HTMLElement>('[data-page-heading]') ?? document.getElementById('main-content');
    target?.focus();
    announce(document.title);
  }, [location.pathname]);

  return (
    <AriaRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useLinkHref}>
      {/* Above the commands, which read it, and the routes: a connection survives navigation. */}
      <DeviceProvider>
        <CommandsProvider scope={route?.scope ?? 'global'} {...(route?.alsoActive ? { alsoActive: route.alsoActive } : {})}>
          <div className="loading-bar" data-active={navigation.state !== 'idle'} aria-hidden="true" />
          <Outlet />
          <ToastHost />
          <SessionProblemHost />
          <PreferencesSync />
          <LocaleChangeAnnouncer />
        </CommandsProvider>
      </DeviceProvider>
    </AriaRouterProvider>
  );
}
