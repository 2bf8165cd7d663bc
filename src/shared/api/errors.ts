import { z } from 'zod/mini';

// The error side of every API answer (spec §7, §8): any status other than 200
// or 201 carries `{ errors: [{ code, msg }] }`. The web client and the server
// both take the codes and the spec's texts from here, so they cannot drift.

/** The one error code the spec names; the `msg` says what went wrong. */
export const ERROR_CODE = 'ERRORS';

/** The spec's English texts, sent as `msg`. The web shows them through the catalogues. */
export const ERROR_TEXT = {
  accessRoleMissing: 'Access role does not exist',
  connectionFailed: 'A failure has occurred in connecting to the server.',
} as const;

/** Error codes of our own answers, beside the spec's ERRORS. */
export const SERVER_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  notReady: 'NOT_READY',
  tooLarge: 'TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  upstream: 'UPSTREAM',
  internal: 'INTERNAL',
  // At the edge (issue 16): a body too slow or unfinished, headers too large, a connection over the caps.
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  tooManyConnections: 'TOO_MANY_CONNECTIONS',
} as const;

export const apiErrorSchema = z.object({ code: z.string(), msg: z.string() });
export const apiErrorBodySchema = z.object({ errors: z.array(apiErrorSchema) });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A 403 whose body says 'Forbidden': the user's roles do not allow the call. */
export const ACCESS_ROLE_MISSING: ApiError = { code: ERROR_CODE, msg: ERROR_TEXT.accessRoleMissing };

/** No answer, or a proxy that could not reach the service (ECONNREFUSED). */
export const CONNECTION_FAILED: ApiError = { code: ERROR_CODE, msg: ERROR_TEXT.connectionFailed };

/** The body of an error answer, for the server to send. */
export function errorBody(...errors: readonly ApiError[]): ApiErrorBody {
  return { errors: [...errors] };
}
