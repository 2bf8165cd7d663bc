import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyPending, watchBody, type BodyTimeout } from './bodyWatch.ts';
import type { HttpLimits } from './httpLimits.ts';
import { sendErrors } from './present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// Every phase of a connection has a bound (issue 16 item 2):
// - headers: Node's headersTimeout (answered 408 by clientErrors.ts);
// - a body: at least HTTP_BODY_MIN_RATE over each window, and, unless it is
//   an upload (multipart), whole within HTTP_REQUEST_TIMEOUT. Node's own
//   requestTimeout is one total for every request: it would cut a 500 MB
//   upload on a slow school line that is still moving, so it is off and the
//   body watch (bodyWatch.ts) does its work per request;
// - between requests: keepAliveTimeout;
// - a connection on which nothing moves (connectionTimeout, the socket's
//   idle timer): closed, unless the server itself is still working on the
//   answer (a long ZIP import must not be cut by its own slowness).

export interface TimeoutServerOptions {
  readonly connectionTimeout: number;
  readonly keepAliveTimeout: number;
  readonly requestTimeout: number;
  readonly http: ServerOptions;
}

/** Fastify's server options for these limits. */
export function timeoutServerOptions(limits: HttpLimits): TimeoutServerOptions {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: 0,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: 0,
      // Node checks the headers timeout on this beat (30 s by default, longer than the timeout itself).
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

const MESSAGES: Record<BodyTimeout, string> = {
  TOO_SLOW: 'The request body stopped arriving, or arrived too slowly.',
  TOO_LONG: 'The request body did not arrive in time.',
};

/** Answers 408 and closes the connection; if an answer is already on its way, only closes it. */
function endWithTimeout(request: FastifyRequest, reply: FastifyReply, why: BodyTimeout): void {
  request.log.info({ why }, 'request body timed out');
  if (reply.raw.headersSent) {
    request.raw.socket.destroy();
    return;
  }
  // The route may still be waiting for the body; what it answers later is dropped (the reply is sent).
  reply.header('Connection', 'close');
  void sendErrors(reply, 408, { code: SERVER_ERROR_CODES.requestTimeout, msg: MESSAGES[why] });
}

/** The socket's idle timer fired while this request was in flight. */
function onIdle(request: FastifyRequest, reply: FastifyReply): void {
  const working = request.raw.complete && !reply.raw.headersSent;
  if (working) return;
  if (!request.raw.complete) return endWithTimeout(request, reply, 'TOO_SLOW');
  // The answer is under way and the client stopped reading it.
  request.raw.socket.destroy();
}

const isUpload = (contentType: string | undefined) => contentType !== undefined && /^\s*multipart\/form-data/i.test(contentType);

export function registerTimeouts(app: FastifyInstance, limits: HttpLimits): void {
  const minBytesPerWindow = Math.ceil((limits.bodyMinBytesPerSecond * limits.bodyRateWindowMs) / 1000);
  app.addHook('onRequest', async (request, reply) => {
    // Injected requests (tests, the token refresher) have no connection to bound.
    if (!(request.raw.socket instanceof Socket)) return;
    // Node sets the idle timer at connect only (a kept-alive connection's later
    // requests would run without one): set it for each request. With a listener
    // on the answer, Node leaves the decision to onIdle instead of destroying the socket.
    request.raw.socket.setTimeout(limits.idleTimeoutMs);
    reply.raw.on('timeout', () => onIdle(request, reply));
    if (!bodyPending(request.raw)) return;
    const rule = {
      deadlineMs: isUpload(request.headers['content-type']) ? undefined : limits.requestTimeoutMs,
      minBytesPerWindow,
      windowMs: limits.bodyRateWindowMs,
    };
    watchBody(request.raw, rule, (why) => endWithTimeout(request, reply, why));
  });
}
