import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_USER_NO } from '../../shared/auth/roles.ts';
import type { Caller, CallerLookup, CallerResolver } from '../auth/callers.ts';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// How routes answer for sign-in and roles. 401 says "sign in (again)": the
// web client refreshes its token once and retries. 403 says 'Forbidden',
// which the client shows as 'Access role does not exist' (spec §8).

export const AUTH_CODES = { unauthorized: 'UNAUTHORIZED', forbidden: 'FORBIDDEN' } as const;

function unauthorized(reply: FastifyReply, reason: string) {
  reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return sendErrors(reply, 401, { code: AUTH_CODES.unauthorized, msg: `The access token is missing, expired or not valid (${reason}).` });
}

/** 401 for a token that failed, 503 when the issuer could not be asked. */
function refuse(reply: FastifyReply, lookup: Extract<CallerLookup, { kind: 'rejected' | 'unavailable' }>) {
  if (lookup.kind === 'unavailable') return sendErrors(reply, 503, { code: SERVER_ERROR_CODES.upstream, msg: 'The sign-in service cannot be reached to check the token.' });
  return unauthorized(reply, lookup.reason);
}

export function forbidden(reply: FastifyReply) {
  return sendErrors(reply, 403, { code: AUTH_CODES.forbidden, msg: 'Forbidden' });
}

/** The caller when a token came, null for a guest; undefined once a 401 or 503 has been sent. */
export async function optionalCaller(resolve: CallerResolver, request: FastifyRequest, reply: FastifyReply): Promise<Caller | null | undefined> {
  const lookup = await resolve(request.headers.authorization);
  if (lookup.kind === 'signed-in') return lookup.caller;
  if (lookup.kind === 'guest') return null;
  refuse(reply, lookup);
  return undefined;
}

/** Whether a USER_NO the request names is the caller's own (GUEST for a guest). */
export function isOwnUserNo(caller: Caller | null, userNo: string): boolean {
  return userNo === (caller?.userNo ?? GUEST_USER_NO);
}
