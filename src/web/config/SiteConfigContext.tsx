import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../shared/config/siteConfig.ts';

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
