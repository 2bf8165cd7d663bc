import { createContext, useContext } from 'react';
import type { ApiClient } from './apiTypes.ts';

/** The app's one API client (paths carry their app prefix: /site-app/v1/…). */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext');
  return api;
}
