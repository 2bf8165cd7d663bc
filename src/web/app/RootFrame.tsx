import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { PRODUCT_NAME } from '../../shared/product.ts';
import { CommandsProvider } from '../commands/CommandsProvider.tsx';
import { PreferencesSync } from '../preferences/PreferencesSync.tsx';
import { LayoutSlotsContext, NO_LAYOUT_SLOTS, type LayoutSlots } from '../layouts/LayoutSlots.tsx';
import { focusArrival } from './arrivalFocus.ts';
import { useAppParts } from './AppPartsContext.ts';
import type { FeatureShell } from './feature.ts';
import { LocaleChangeAnnouncer } from './LocaleChangeAnnouncer.tsx';
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

/** The features' every-page parts, merged: their layout places in feature order, their dialogs by name. */
function useShells(shells: readonly FeatureShell[]) {
  return useMemo(() => {
    const slots = Object.fromEntries(
      (Object.keys(NO_LAYOUT_SLOTS) as (keyof LayoutSlots)[]).map((name) => [name, shells.flatMap((shell) => shell.slots?.[name] ?? [])]),
    ) as unknown as LayoutSlots;
    const dialogs = Object.assign({}, ...shells.map((shell) => shell.dialogs ?? {})) as NonNullable<FeatureShell['dialogs']>;
    const everyPage = shells.flatMap((shell) => (shell.EveryPage ? [shell.EveryPage] : []));
    const helpSections = shells.flatMap((shell) => (shell.shortcutHelp ? [shell.shortcutHelp] : []));
    const wrap = (children: ReactNode) => shells.reduceRight((inner, { Provider }) => (Provider ? <Provider>{inner}</Provider> : inner), children);
    return { slots, dialogs, everyPage, helpSections, wrap };
  }, [shells]);
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
  const { registry, shells } = useAppParts();
  const { slots, dialogs, everyPage, helpSections, wrap } = useShells(shells);
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
    const stop = focusArrival(document);
    announce(document.title);
    return stop;
  }, [location.pathname]);

  return (
    <AriaRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useLinkHref}>
      <LayoutSlotsContext.Provider value={slots}>
        {/* The features' providers sit above the commands, which their dialogs need, and the routes: a connection survives navigation. */}
        {wrap(
          <CommandsProvider registry={registry} dialogs={dialogs} helpSections={helpSections} scope={route?.scope ?? 'global'} {...(route?.alsoActive ? { alsoActive: route.alsoActive } : {})}>
            <div className="loading-bar" data-active={navigation.state !== 'idle'} aria-hidden="true" />
            <Outlet />
            <ToastHost />
            <SessionProblemHost />
            {/* Mounted with the first page, not lazily: a change made before it reads the account would be taken for the browser's old value. */}
            <PreferencesSync />
            <LocaleChangeAnnouncer />
            {everyPage.map((Part, index) => (
              <Part key={index} />
            ))}
          </CommandsProvider>,
        )}
      </LayoutSlotsContext.Provider>
    </AriaRouterProvider>
  );
}
