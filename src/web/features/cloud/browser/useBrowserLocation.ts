import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeLocation, locationParams, parseLocation, type BrowserLocation } from './browserLocation.ts';

export type LocationChange = (change: Partial<BrowserLocation>, options?: { readonly replace?: boolean }) => void;

export function useBrowserLocation(): readonly [BrowserLocation, LocationChange] {
  const [params, setParams] = useSearchParams();
  const location = useMemo(() => parseLocation(params), [params]);
  const change = useCallback<LocationChange>(
    (next, options = {}) => setParams(locationParams(changeLocation(location, next)), { replace: options.replace ?? false }),
    [location, setParams],
  );
  return [location, change] as const;
}
