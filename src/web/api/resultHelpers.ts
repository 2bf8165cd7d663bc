import type { ApiClient, ApiQueryOptions, ApiRequestOptions, HttpMethod } from './apiTypes.ts';

// Spec §8: "Failed calls are logged and return null or false." The client has
// logged the failure already; these give callers that only need the data, or
// only need to know it worked, the spec's null and false.

/** The data of a GET, or null when it failed. */
export async function getOrNull<T = unknown>(client: ApiClient, path: string, options?: ApiQueryOptions): Promise<T | null> {
  const result = await client.get<T>(path, options);
  return result.ok ? result.data : null;
}

/** True only when the call was answered with 200 or 201. */
export async function succeeded(client: ApiClient, method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<boolean> {
  const result = await client.request(method, path, options);
  return result.ok;
}
