import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

/**
 * No request ever gets a stack trace or an empty answer: input Fastify
 * rejects (bad JSON, wrong content type, a body too large) becomes a 4xx with
 * an errors list, and anything unexpected is logged and answered with a 500
 * that says nothing about the inside. A database that cannot be reached
 * (restarting, failing over) is not a bug: 503 with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendErrors(reply, 413, { code: SERVER_ERROR_CODES.tooLarge, msg: 'The request body is too large.' });
    if (status >= 400 && status < 500) {
      return sendErrors(reply, status, { code: SERVER_ERROR_CODES.badRequest, msg: error.validation ? 'The request is not valid.' : error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
      return sendErrors(reply, 503, { code: SERVER_ERROR_CODES.notReady, msg: 'The database is not reachable right now. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return sendErrors(reply, 500, { code: SERVER_ERROR_CODES.internal, msg: 'Something went wrong on the server. Please try again.' });
  });
}
