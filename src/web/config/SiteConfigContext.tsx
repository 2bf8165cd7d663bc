import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, embeddedSignIn, type AppConfig } from '../../shared/config/siteConfig.ts';

export const SiteConfigContext = createContext<AppConfig>({ ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn('http://localhost') });

export function useSiteConfig(): AppConfig {
  return useContext(SiteConfigContext);
}
