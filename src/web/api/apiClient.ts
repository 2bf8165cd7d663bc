import type { AuthPort } from '../auth/authPort.ts';
import type { ApiClient, ApiFailure, ApiRequestOptions, ApiResult, HttpMethod } from './apiTypes.ts';
import { requestInit, requestUrl } from './buildRequest.ts';
import { NO_ANSWER, readResponse } from './readResponse.ts';
import { SESSION_PROBLEM, type SessionProblem } from './sessionProblems.ts';

/** The part of the auth port the client uses. */
export type ApiAuth = Pick<AuthPort, 'accessToken' | 'hasRefreshToken' | 'refresh'>;

export interface ApiClientDeps {
  readonly fetch: typeof fetch;
  readonly auth: ApiAuth;
  /** Put before every path, e.g. '/drive-app/v1' (spec §7: paths are relative to the app prefixes). */
  readonly baseUrl?: string;
  /** Told when a call ends the session; the UI alerts 'Plean sign in again(n) !' and goes to sign-in. */
  readonly onSessionProblem: (problem: SessionProblem) => void;
}

/**
 * The one way the web app calls the API (spec §7, §8): keys converted both
 * ways, the bearer token on calls that need sign-in, one refresh and one retry
 * on a 401, and every HTTP error returned as a result and logged.
 */
export function createApiClient({ fetch, auth, baseUrl = '', onSessionProblem }: ApiClientDeps): ApiClient {
  const endSession = (problem: SessionProblem, failure: Omit<ApiFailure, 'sessionProblem'>): ApiFailure => {
    onSessionProblem(problem);
    return { ...failure, sessionProblem: problem };
  };

  async function send<T>(method: HttpMethod, url: string, options: ApiRequestOptions, token?: string): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await fetch(url, requestInit(method, options, token));
    } catch {
      return NO_ANSWER;
    }
    return readResponse<T>(response);
  }

  async function call<T>(method: HttpMethod, url: string, options: ApiRequestOptions): Promise<ApiResult<T>> {
    if (!options.auth) return send<T>(method, url, options);

    let token = auth.accessToken();
    // An expired access token is renewed first when a refresh token can; with
    // none, sending would only earn a 401: the user must sign in.
    if (token === undefined && auth.hasRefreshToken()) {
      const outcome = await auth.refresh();
      if (outcome === 'rejected') return endSession(SESSION_PROBLEM.refreshRejected, { ok: false, status: 401, errors: [] });
      token = auth.accessToken();
    }
    if (token === undefined) return endSession(SESSION_PROBLEM.noAccessToken, { ok: false, status: 401, errors: [] });
    const first = await send<T>(method, url, options, token);
    if (first.ok || first.status !== 401) return first;

    // One refresh and one retry per call; a second 401 is the answer.
    if (!auth.hasRefreshToken()) return endSession(SESSION_PROBLEM.noRefreshToken, first);
    const outcome = await auth.refresh();
    if (outcome === 'rejected') return endSession(SESSION_PROBLEM.refreshRejected, first);
    // The account service did not answer: the session may still be good, so
    // the call fails without sending the user to sign in.
    if (outcome === 'unavailable') return first;
    const renewed = auth.accessToken();
    if (renewed === undefined) return endSession(SESSION_PROBLEM.noAccessToken, first);
    return send<T>(method, url, options, renewed);
  }

  async function request<T = unknown>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
    const result = await call<T>(method, requestUrl(baseUrl, path, options), options);
    // Spec §8: failed calls are logged. The path only: queries can name people.
    if (!result.ok) console.error(`API ${method} ${path} failed with status ${result.status}`, result.errors);
    return result;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
