import { vi } from 'vitest';
import { toCamelKeys, toUpperSnakeKeys } from '../../../../shared/api/keyCase.ts';
import type { ApiClient, ApiRequestOptions, ApiResult, HttpMethod } from '../../../api/apiTypes.ts';

export interface SentRequest {
  readonly method: HttpMethod;
  readonly path: string;
  /** Query and body as they would travel (UPPER_SNAKE keys). */
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  /** A multipart form, as sent (its field names are already the spec's); only on calls that send one. */
  readonly form?: FormData;
}

type Answer = ApiResult<unknown> | ((request: SentRequest) => ApiResult<unknown>);

/**
 * An API client for component tests: answers by method and path (the first
 * matching rule wins; a rule with `once` is used one time), records what was
 * sent, and converts keys as the real client does.
 */
export function fakeDriveClient() {
  const sent: SentRequest[] = [];
  const rules: { method: HttpMethod; path: string | RegExp; answer: Answer; once: boolean }[] = [];
  const request = vi.fn(async (method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<ApiResult<unknown>> => {
    const query = Object.fromEntries(Object.entries((toUpperSnakeKeys(options.query ?? {}) as Record<string, unknown>)).filter(([, value]) => value != null));
    const entry: SentRequest = {
      method,
      path,
      query,
      body: options.body === undefined ? undefined : toUpperSnakeKeys(options.body),
      ...(options.form === undefined ? {} : { form: options.form }),
    };
    sent.push(entry);
    const index = rules.findIndex((rule) => rule.method === method && (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)));
    const rule = rules[index];
    if (!rule) return { ok: false, status: 404, errors: [{ code: 'NOT_FOUND', msg: `${method} ${path}` }] };
    if (rule.once) rules.splice(index, 1);
    const answer = typeof rule.answer === 'function' ? rule.answer(entry) : rule.answer;
    return answer.ok ? { ...answer, data: toCamelKeys(answer.data) } : answer;
  });
  // The fake answers whatever the test says; the caller's T is its own business.
  const send = request as ApiClient['request'];
  const client: ApiClient = {
    request: send,
    get: (path, options) => send('GET', path, options),
    post: (path, options) => send('POST', path, options),
    put: (path, options) => send('PUT', path, options),
    patch: (path, options) => send('PATCH', path, options),
    delete: (path, options) => send('DELETE', path, options),
  };
  const on = (method: HttpMethod, path: string | RegExp, answer: Answer, once = false) => {
    rules.push({ method, path, answer, once });
  };
  return {
    client,
    sent,
    on,
    /** Answers data (UPPER_SNAKE, as the server sends it) with 200. */
    ok: (method: HttpMethod, path: string | RegExp, data: unknown, once = false) => on(method, path, { ok: true, status: 200, data }, once),
    fail: (method: HttpMethod, path: string | RegExp, status: number, code: string, once = false) =>
      on(method, path, { ok: false, status, errors: [{ code, msg: 'server text in English' }] }, once),
    calls: (method: HttpMethod, path?: string | RegExp) =>
      sent.filter((entry) => entry.method === method && (path === undefined || (typeof path === 'string' ? entry.path === path : path.test(entry.path)))),
  };
}

export type FakeDriveClient = ReturnType<typeof fakeDriveClient>;
