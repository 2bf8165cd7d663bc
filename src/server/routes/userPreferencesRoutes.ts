import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { USER_PREFERENCES_PATH, userPreferences, userPreferencesPatch } from '../../shared/api/userPreferences.ts';
import type { CallerResolver } from '../auth/callers.ts';
import type { Database } from '../db/database.ts';
import { AUTH_CODES, optionalCaller } from '../http/authGuards.ts';
import { sendData, sendErrors } from '../http/present.ts';
import { readUserPreferences, saveUserPreferences } from '../services/userPreferences.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

/** The first problem of a body, naming its field, for the errors list. */
function firstProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The preferences are not valid.';
  if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: not a preference.`;
  const field = issue.path.join('.') || 'body';
  return `${field}: ${issue.message}`;
}

/**
 * The signed-in user's preferences and Easy settings (spec §3), under the
 * user app. The path names no user: whose row it is comes from the token
 * alone, so nobody can read or write another's. A guest gets 401: a guest's
 * preferences stay in their browser.
 */
export function registerUserPreferencesRoutes(app: FastifyInstance, database: Database, resolveCaller: CallerResolver): void {
  const { db } = database;

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const caller = await optionalCaller(resolveCaller, request, reply);
    if (caller === null) {
      reply.header('WWW-Authenticate', 'Bearer');
      sendErrors(reply, 401, { code: AUTH_CODES.unauthorized, msg: 'Sign in to keep preferences on the server.' });
      return undefined;
    }
    reply.header('Cache-Control', 'no-store');
    return caller;
  }

  app.get(USER_PREFERENCES_PATH, async (request, reply) => {
    const caller = await signedIn(request, reply);
    if (!caller) return reply;
    return sendData(reply, await readUserPreferences(db, caller.userRowNo));
  });

  for (const [method, schema] of [['PUT', userPreferences], ['PATCH', userPreferencesPatch]] as const) {
    app.route({
      method,
      url: USER_PREFERENCES_PATH,
      handler: async (request, reply) => {
        const caller = await signedIn(request, reply);
        if (!caller) return reply;
        const body = schema.safeParse(request.body);
        if (!body.success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: firstProblem(body.error) });
        return sendData(reply, await saveUserPreferences(db, caller.userRowNo, body.data));
      },
    });
  }
}
