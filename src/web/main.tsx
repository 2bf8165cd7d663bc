import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/createAppRouter.tsx';
import { AuthProvider } from './auth/SessionContext.tsx';
import { ApiContext } from './api/ApiContext.tsx';
import { lazyApiClient } from './api/lazyApiClient.ts';
import { keycloakRedirects } from './auth/oidcRedirects.ts';
import { storedTokenAuth } from './auth/storedTokenAuth.ts';
import { localTokenStore } from './auth/tokenStore.ts';
import { loadSiteConfig } from './config/loadSiteConfig.ts';
import { SiteConfigContext } from './config/SiteConfigContext.tsx';
import { loadMessages } from './i18n/catalogues.ts';
import { initialLocale } from './i18n/localePreference.ts';
import { registerBrailleFont } from './i18n/brailleFont.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { browserDeviceSignals, isDesktopDevice } from './platform/deviceCheck.ts';
import { SessionProblemsContext } from './session/SessionProblemsContext.ts';
import { createSessionProblemStore } from './session/sessionProblemStore.ts';
import './styles/index.css';

// Wiring: the one place that touches browser globals to build the app's parts.
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
const router = createAppRouter({ auth, isDesktop: () => isDesktopDevice(browserDeviceSignals()) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <SiteConfigContext.Provider value={siteConfig}>
      <AuthProvider auth={auth}>
        <ApiContext.Provider value={api}>
          <SessionProblemsContext.Provider value={sessionProblems}>
            <LocaleProvider initial={{ locale, messages }} storage={storage}>
              <RouterProvider router={router} />
            </LocaleProvider>
          </SessionProblemsContext.Provider>
        </ApiContext.Provider>
      </AuthProvider>
    </SiteConfigContext.Provider>
  </StrictMode>,
);
