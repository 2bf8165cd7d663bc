import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/createAppRouter.tsx';
import { AuthProvider } from './auth/SessionContext.tsx';
import { storedTokenAuth } from './auth/storedTokenAuth.ts';
import { localTokenStore } from './auth/tokenStore.ts';
import { loadSiteConfig } from './config/loadSiteConfig.ts';
import { SiteConfigContext } from './config/SiteConfigContext.tsx';
import { loadMessages } from './i18n/catalogues.ts';
import { initialLocale } from './i18n/localePreference.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { browserDeviceSignals, isDesktopDevice } from './platform/deviceCheck.ts';
import './styles/index.css';

// Wiring: the one place that touches browser globals to build the app's parts.
const storage = window.localStorage;
const auth = storedTokenAuth({ tokens: localTokenStore(storage), fetch: window.fetch.bind(window), now: Date.now });
const locale = initialLocale(storage, navigator.language);
const [messages, siteConfig] = await Promise.all([loadMessages(locale), loadSiteConfig(window.fetch.bind(window))]);
const router = createAppRouter({ auth, isDesktop: () => isDesktopDevice(browserDeviceSignals()) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <SiteConfigContext.Provider value={siteConfig}>
      <AuthProvider auth={auth}>
        <LocaleProvider initial={{ locale, messages }} storage={storage}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </AuthProvider>
    </SiteConfigContext.Provider>
  </StrictMode>,
);
