import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import type { Caller } from '../../auth/callers.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { guestsMay, type DriveAction, type Viewer } from '../../drive/policies.ts';
import { QuotaExceededError } from '../../drive/quota.ts';
import { AUTH_CODES, forbidden, isOwnUserNo, optionalCaller } from '../../http/authGuards.ts';
import { sendData, sendErrors } from '../../http/present.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';

// The steps every drive route of this part takes, in order: validate the
// input with its shared schema (400), find the caller (401 for a bad token),
// check a USER_NO against them (403), require sign-in where the route needs
// it (401), run the service, and answer `{data}` or `{errors}`.

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** The parsed input, or undefined once a 400 naming the wrong fields has been sent. */
export function parseOr400<T>(schema: SafeParser<T>, value: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.map(String).join('.') || 'body'))];
  sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: `The request is not valid: ${fields.join(', ')}.` });
  return undefined;
}

/**
 * The caller (null: a guest allowed here), or undefined once 401/403/503 has
 * been sent. A USER_NO the request names must be the caller's own ('' and
 * none are fine: guests send an empty USER_NO, spec §6). Whether a guest may
 * call at all comes from the policy table (policies.ts); the service then
 * decides about the item itself.
 */
export async function callerFor(deps: DriveDeps, request: FastifyRequest, reply: FastifyReply, action: DriveAction, userNo?: string): Promise<Caller | null | undefined> {
  const caller = await optionalCaller(deps.resolveCaller, request, reply);
  if (caller === undefined) return undefined;
  if (userNo !== undefined && userNo !== '' && !isOwnUserNo(caller, userNo)) {
    forbidden(reply);
    return undefined;
  }
  if (caller === null && !guestsMay(action)) {
    reply.header('WWW-Authenticate', 'Bearer');
    sendErrors(reply, 401, { code: AUTH_CODES.unauthorized, msg: 'Please log in and try again.' });
    return undefined;
  }
  return caller;
}

export const viewerOf = (caller: Caller | null): Viewer => (caller === null ? null : { rowNo: caller.userRowNo });

/** Runs the service and answers its result; a refusal becomes its status and code, anything else goes to the app's error handler (500). */
export async function respond(reply: FastifyReply, work: () => Promise<unknown>, status: 200 | 201 = 200) {
  try {
    return sendData(reply, await work(), status);
  } catch (error) {
    if (error instanceof DriveError) return sendErrors(reply, error.status, { code: error.code, msg: error.message });
    if (error instanceof QuotaExceededError) return sendErrors(reply, 413, { code: DRIVE_ERROR_CODES.quotaExceeded, msg: error.message });
    throw error;
  }
}
