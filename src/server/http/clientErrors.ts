import type { Socket } from 'node:net';
import type { ApiError } from '../../shared/api/errors.ts';
import { answerOnSocket } from './socketAnswer.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// Requests Node refuses before Fastify sees them (its 'clientError' event): a
// request line or header it cannot parse, headers over its size limit, or
// headers that did not arrive within HTTP_HEADERS_TIMEOUT. Node's own answer
// has neither the security headers nor the `{ errors }` shape; this one has both.

interface ClientError extends Error {
  readonly code?: string;
}

function answerFor(error: ClientError): { status: number; error: ApiError } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: { code: SERVER_ERROR_CODES.requestTimeout, msg: 'The request did not arrive in time.' } };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: { code: SERVER_ERROR_CODES.headersTooLarge, msg: 'The request headers are too large.' } };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, error: { code: SERVER_ERROR_CODES.tooLarge, msg: 'The request body is too large.' } };
    default:
      return { status: 400, error: { code: SERVER_ERROR_CODES.badRequest, msg: 'The request is not valid HTTP.' } };
  }
}

/** A Fastify clientErrorHandler that answers with these headers. */
export function clientErrorHandler(headers: Readonly<Record<string, string>>): (error: ClientError, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one to answer; neither has one already answering.
    if (error.code === 'ECONNRESET' || socket.destroyed || responseUnderway(socket)) {
      socket.destroy();
      return;
    }
    const { status, error: apiError } = answerFor(error);
    answerOnSocket(socket, status, headers, apiError);
  };
}

/** Node keeps the answer in progress on the socket; once its head is out, another answer would corrupt it. */
function responseUnderway(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return current?.headersSent === true;
}
