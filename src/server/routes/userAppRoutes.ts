import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_PATH, refreshTokenRequest, type RefreshTokenResponse } from '../../shared/api/userApp.ts';
import type { TokenRefresher } from '../auth/tokenRefresher.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';
import { sendData, sendErrors } from '../http/present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

/**
 * The user app (spec §7): a new token pair for a refresh token. `limiter`
 * counts calls per address (shared by the server processes): a page
 * refreshes once per navigation at most, so this only stops hammering.
 */
export function registerUserAppRoutes(app: FastifyInstance, refresh: TokenRefresher, limiter: RateLimiter): void {
  app.post(REFRESH_TOKEN_PATH, async (request, reply) => {
    const decision = await limiter.attempt(request.ip);
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfterSeconds));
      return sendErrors(reply, 429, { code: SERVER_ERROR_CODES.tooManyRequests, msg: 'Too many refresh requests; wait a minute.' });
    }
    const body = refreshTokenRequest.safeParse(request.body);
    if (!body.success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'REFRESH_TOKEN must be a non-empty string.' });
    // No token holds a NUL; refused here, before it could reach the database.
    if (body.data.REFRESH_TOKEN.includes('\u0000')) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'REFRESH_TOKEN must not contain NUL characters.' });
    const result = await refresh(body.data.REFRESH_TOKEN);
    reply.header('Cache-Control', 'no-store');
    if (!result.ok) return sendErrors(reply, result.status, { code: result.status === 400 ? SERVER_ERROR_CODES.badRequest : SERVER_ERROR_CODES.upstream, msg: result.msg });
    return sendData(reply, { ACCESS_TOKEN: result.accessToken, REFRESH_TOKEN: result.refreshToken } satisfies RefreshTokenResponse);
  });
}
