import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queryClient.ts';

/**
 * React Query for the layouts with app chrome. Easy home and the sign-in
 * pages (the blank layout) make no queries, so their first load carries none
 * of it; every layout shares the one cache.
 */
export function QueryProvider({ children }: { readonly children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
