import { toCamelKeys } from '../../shared/api/keyCase.ts';
import { ACCESS_ROLE_MISSING, apiErrorSchema, CONNECTION_FAILED, type ApiError } from '../../shared/api/errors.ts';
import type { ApiFailure, ApiResult } from './apiTypes.ts';

// How an answer becomes a result (spec §7, §8). Only 200 and 201 carry data;
// every other status is a failure with the body's errors list, with two
// rewrites the spec names: a proxy's "connection refused" and a 403 Forbidden.

const CONNECTION_REFUSED = /ECONNREFUSED|connection refused/i;

/** What a fetch that threw (offline, DNS, CORS, reset) becomes. */
export const NO_ANSWER: ApiFailure = { ok: false, status: 0, errors: [CONNECTION_FAILED] };

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return toCamelKeys(JSON.parse(text));
  } catch {
    return text; // a proxy's or server's plain-text page
  }
}

function hasField(body: unknown, name: string): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, name);
}

/** The body's `errors` list; entries that are not `{ code, msg }` are left out. */
function errorsOf(body: unknown): ApiError[] {
  const list = hasField(body, 'errors') ? body['errors'] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = apiErrorSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function readResponse<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text().catch(() => '');
  const body = parseBody(text);
  const { status } = response;
  if (status === 200 || status === 201) {
    // Unchecked: callers parse `data` with the call's schema.
    return { ok: true, status, data: (hasField(body, 'data') ? body['data'] : body) as T };
  }
  const withBody = body === undefined ? {} : { body };
  if (CONNECTION_REFUSED.test(text)) return { ok: false, status, errors: [CONNECTION_FAILED], ...withBody };
  if (status === 403 && text.includes('Forbidden')) return { ok: false, status, errors: [ACCESS_ROLE_MISSING], ...withBody };
  // 400, 412 and the rest: the server's errors, passed on as they came.
  return { ok: false, status, errors: errorsOf(body), ...withBody };
}
