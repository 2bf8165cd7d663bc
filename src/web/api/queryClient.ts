import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache. The API client already renews tokens and reports
 * session problems, and a failed call is an answer, not a blip: no retries.
 * Answers stay fresh for a minute, so moving between pages does not refetch.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
  },
});
