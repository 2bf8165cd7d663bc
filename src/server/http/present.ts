import type { FastifyReply } from 'fastify';
import { errorBody, type ApiError } from '../../shared/api/errors.ts';

// How every API route answers (spec §7): 200 or 201 with the data, anything
// else with an errors list. Routes use these instead of shaping bodies.

export function sendData(reply: FastifyReply, data: unknown, status: 200 | 201 = 200) {
  return reply.code(status).send({ data });
}

export function sendErrors(reply: FastifyReply, status: number, ...errors: readonly ApiError[]) {
  return reply.code(status).send(errorBody(...errors));
}

/** Error codes of our own answers, beside the spec's ERRORS. */
export const CODES = {
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
