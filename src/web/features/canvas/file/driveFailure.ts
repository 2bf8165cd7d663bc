import type { MessageRef } from '../../../../core/messages/index.ts';
import { DRIVE_ERROR_CODES, MAX_NAME_LENGTH } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { apiErrorMessage } from '../../../api/messages.ts';
import { fileMessages as m } from './messages.ts';

// Why a drive call of the Canvas failed, as the user reads it: the Cloud's
// wording for the codes a save or an open can meet, the shared texts of spec
// §8 (no connection, no access role), else nothing more specific.

const BY_CODE: Readonly<Record<string, MessageRef>> = {
  [DRIVE_ERROR_CODES.nameRequired]: { message: m.nameRequired },
  [DRIVE_ERROR_CODES.nameTooLong]: { message: m.nameTooLong, values: { max: MAX_NAME_LENGTH } },
  [DRIVE_ERROR_CODES.nameTaken]: { message: m.nameTaken },
  [DRIVE_ERROR_CODES.folderNotFound]: { message: m.folderNotFound },
  [DRIVE_ERROR_CODES.fileNotFound]: { message: m.fileNotFound },
  [DRIVE_ERROR_CODES.inTrash]: { message: m.inTrash },
  [DRIVE_ERROR_CODES.quotaExceeded]: { message: m.quotaExceeded },
};

/** Codes about the name, shown on the name field of Save as rather than in a toast. */
export const NAME_CODES: ReadonlySet<string> = new Set([DRIVE_ERROR_CODES.nameRequired, DRIVE_ERROR_CODES.nameTooLong, DRIVE_ERROR_CODES.nameTaken]);

export type FailureReason =
  /** The session ended: the 'Plean sign in again(n) !' alert has said all there is. */
  | { readonly kind: 'silent' }
  | { readonly kind: 'reason'; readonly reason: MessageRef | undefined; readonly code: string | undefined };

export function failureReason(failure: ApiFailure): FailureReason {
  if (failure.sessionProblem !== undefined) return { kind: 'silent' };
  for (const error of failure.errors) {
    const known = BY_CODE[error.code];
    if (known) return { kind: 'reason', reason: known, code: error.code };
    const shared = apiErrorMessage(error);
    if (shared) return { kind: 'reason', reason: { message: shared }, code: error.code };
  }
  return { kind: 'reason', reason: undefined, code: failure.errors[0]?.code };
}
