import type { ApiError } from '../../shared/api/errors.ts';
import type { SessionProblem } from './sessionProblems.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Query parameters; null and undefined are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  readonly body?: unknown;
  /** Sent as it is: its field names are already the spec's. */
  readonly form?: FormData;
  /** The call needs sign-in: it carries the access token and renews it on a 401. */
  readonly auth?: boolean;
  /**
   * Send query and body keys as written. A few calls name their parameters
   * in camelCase (`/doc/download?dtmNo`, `imageUrl`), against the general rule.
   */
  readonly rawKeys?: boolean;
}

/** Options of calls that carry no body. */
export type ApiQueryOptions = Omit<ApiRequestOptions, 'body' | 'form'>;

export interface ApiSuccess<T> {
  readonly ok: true;
  readonly status: number;
  /** The body's `data` field when it has one, else the whole body; keys in camelCase. */
  readonly data: T;
}

export interface ApiFailure {
  readonly ok: false;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly errors: readonly ApiError[];
  /** The answer's body (keys in camelCase, or its text), for calls that need more than the errors. */
  readonly body?: unknown;
  /** Set when the failure ends the session; `onSessionProblem` has already been told. */
  readonly sessionProblem?: SessionProblem;
}

/** HTTP errors are results, never exceptions. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * `T` is what the caller expects `data` to be; nothing checks it, so a call
 * whose answer matters parses `data` with its schema from src/shared/api.
 */
export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: ApiQueryOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
}
