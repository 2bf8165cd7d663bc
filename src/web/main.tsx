import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppPartsContext, type AppParts } from './app/AppPartsContext.ts';
import { createAppRouter } from './app/createAppRouter.tsx';
import { AuthProvider } from './auth/SessionContext.tsx';
import { ApiContext } from './api/ApiContext.tsx';
import { lazyApiClient } from './api/lazyApiClient.ts';
import { keycloakRedirects } from './auth/oidcRedirects.ts';
import { storedTokenAuth } from './auth/storedTokenAuth.ts';
import { localTokenStore } from './auth/tokenStore.ts';
import { loadSiteConfig } from './config/loadSiteConfig.ts';
import { ROUTES, createAppCommandRegistry } from './features.ts';
import { cloudShell } from './features/cloud/shell.tsx';
import { deviceShell } from './features/device/shell.tsx';
import { SiteConfigContext } from './config/SiteConfigContext.tsx';
import { loadMessages } from './i18n/catalogues.ts';
import { initialLocale } from './i18n/localePreference.ts';
import { registerBrailleFont } from './i18n/brailleFont.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { browserDeviceSignals, isDesktopDevice } from './platform/deviceCheck.ts';
import { RouteTableContext } from './routes/RouteTableContext.ts';
import { routeTable, type AppRoute } from './routes/routeTable.ts';
import { SessionProblemsContext } from './session/SessionProblemsContext.ts';
import { createSessionProblemStore } from './session/sessionProblemStore.ts';
import './styles/index.css';

// Wiring: the one place that touches browser globals to build the app's parts.
// In a function, not at the module's top level: a top-level await turns off
// the bundler's merging of shared chunks (rolldown's chunkOptimization), and
// the first load would then be some fifty small files instead of a few.
async function start(): Promise<void> {
  registerBrailleFont(document.fonts);
  const storage = window.localStorage;
  const fetchFn = window.fetch.bind(window);
  const locale = initialLocale(storage, navigator.language);
  const [messages, siteConfig] = await Promise.all([loadMessages(locale), loadSiteConfig(fetchFn, window.location.origin, document)]);
  const auth = storedTokenAuth({
    tokens: localTokenStore(storage),
    fetch: fetchFn,
    now: Date.now,
    redirects: keycloakRedirects(siteConfig.signIn, window.location.origin),
    pending: window.sessionStorage,
    locks: 'locks' in navigator ? navigator.locks : undefined,
  });
  // Before the first page: a returning user whose access token ran out is refreshed now, not shown the guest pages.
  await auth.start();
  const sessionProblems = createSessionProblemStore();
  const api = lazyApiClient({ fetch: fetchFn, auth, onSessionProblem: (problem) => sessionProblems.report(problem) });
  const routes = routeTable(ROUTES);
  // What features keep on every page (in this order in the layouts' places), and every command, the features' as entries until used.
  const parts: AppParts = {
    registry: createAppCommandRegistry(),
    shells: [deviceShell, cloudShell],
  };
  // A screen shows with its scope's own command entries in, so its keys work from its first paint;
  // entries that cannot load now are tried again when the screen loads its commands.
  const beforeScreen = (route: AppRoute) => parts.registry.loadEntries([route.scope, ...(route.alsoActive ?? [])]).catch(() => undefined);
  const router = createAppRouter({ auth, routes, isDesktop: () => isDesktopDevice(browserDeviceSignals()), beforeScreen });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  createRoot(root).render(
    <StrictMode>
      <SiteConfigContext.Provider value={siteConfig}>
        <AuthProvider auth={auth}>
          <ApiContext.Provider value={api}>
            <SessionProblemsContext.Provider value={sessionProblems}>
              <LocaleProvider initial={{ locale, messages }} storage={storage}>
                <RouteTableContext.Provider value={routes}>
                  <AppPartsContext.Provider value={parts}>
                    <RouterProvider router={router} />
                  </AppPartsContext.Provider>
                </RouteTableContext.Provider>
              </LocaleProvider>
            </SessionProblemsContext.Provider>
          </ApiContext.Provider>
        </AuthProvider>
      </SiteConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
