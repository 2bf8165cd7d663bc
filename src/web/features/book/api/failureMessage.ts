import type { Message } from '../../../../core/messages/index.ts';
import { DRIVE_ERROR_CODES } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { apiErrorMessage } from '../../../api/messages.ts';

/**
 * Why a document call failed, as the user reads it: undefined when the
 * session ended (its alert has said all); a missing or foreign document
 * (the drive answers 404 for both) is "not found"; else the shared text of
 * the error, else `fallback`.
 */
export function failureMessage(failure: ApiFailure, messages: { readonly notFound: Message; readonly fallback: Message }): Message | undefined {
  if (failure.sessionProblem !== undefined) return undefined;
  if (failure.status === 404 || failure.errors.some((error) => error.code === DRIVE_ERROR_CODES.fileNotFound)) return messages.notFound;
  for (const error of failure.errors) {
    const shared = apiErrorMessage(error);
    if (shared) return shared;
  }
  return messages.fallback;
}
