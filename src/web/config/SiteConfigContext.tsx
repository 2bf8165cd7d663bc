import { createContext, useContext } from 'react';
import type { AppConfig } from '../../shared/config/siteConfig.ts';
import { DEFAULT_SITE_CONFIG, embeddedSignIn } from '../../shared/config/siteDefaults.ts';

export const SiteConfigContext = createContext<AppConfig>({ ...DEFAULT_SITE_CONFIG, signIn: embeddedSignIn('http://localhost') });

export function useSiteConfig(): AppConfig {
  return useContext(SiteConfigContext);
}
