import type { ApiClientDeps } from './apiClient.ts';
import type { ApiClient } from './apiTypes.ts';

/**
 * The API client, loaded with its first call: every call is asynchronous
 * anyway, and Easy home, the first page of most visits, makes none.
 */
export function lazyApiClient(deps: ApiClientDeps): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= import('./apiClient.ts').then(({ createApiClient }) => createApiClient(deps)));
  return {
    request: async (method, path, options) => (await load()).request(method, path, options),
    get: async (path, options) => (await load()).get(path, options),
    post: async (path, options) => (await load()).post(path, options),
    put: async (path, options) => (await load()).put(path, options),
    patch: async (path, options) => (await load()).patch(path, options),
    delete: async (path, options) => (await load()).delete(path, options),
  };
}
