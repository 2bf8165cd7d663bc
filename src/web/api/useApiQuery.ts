import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, ApiFailure, ApiResult } from './apiTypes.ts';
import { useApi } from './ApiContext.tsx';

/** A failed call, as React Query's error: the API client's result, kept whole. */
export class ApiCallFailed extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(`API call failed with status ${failure.status}`);
    this.failure = failure;
  }
}

/** A query through the API client: its data, or the failure as the error (already logged by the client). */
export function useApiQuery<T>(key: QueryKey, call: (api: ApiClient) => Promise<ApiResult<T>>, options: { enabled?: boolean; staleTime?: number } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await call(api);
      if (!result.ok) throw new ApiCallFailed(result);
      return result.data;
    },
    ...options,
  });
}
