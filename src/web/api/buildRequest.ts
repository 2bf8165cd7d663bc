import { toUpperSnakeKeys } from '../../shared/api/keyCase.ts';
import type { ApiRequestOptions, HttpMethod } from './apiTypes.ts';

/** The address of a call: base URL, path and query (keys in UPPER_SNAKE unless `rawKeys`). */
export function requestUrl(baseUrl: string, path: string, options: ApiRequestOptions): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = base && !path.startsWith('/') ? `${base}/${path}` : `${base}${path}`;
  const query = options.rawKeys ? options.query : (toUpperSnakeKeys(options.query) as ApiRequestOptions['query']);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

// Bodies the browser encodes itself; turning them into JSON would send "{}".
function isSentAsIs(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/** The fetch options of a call; `accessToken` is given only for calls that need sign-in. */
export function requestInit(method: HttpMethod, options: ApiRequestOptions, accessToken?: string): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (accessToken !== undefined) headers.set('Authorization', `Bearer ${accessToken}`);
  const payload = options.form ?? options.body;
  let body: BodyInit | undefined;
  if (isSentAsIs(payload)) {
    // The browser sets the multipart boundary; a Content-Type set here would lose it.
    body = payload;
  } else if (payload !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.rawKeys ? payload : toUpperSnakeKeys(payload));
  }
  return body === undefined ? { method, headers } : { method, headers, body };
}
