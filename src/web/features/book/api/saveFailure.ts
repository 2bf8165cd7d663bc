import type { Message } from '../../../../core/messages/index.ts';
import { DRIVE_ERROR_CODES, MAX_NAME_LENGTH } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { apiErrorMessage } from '../../../api/messages.ts';
import { bookFileMessages as m } from '../file/messages.ts';

/** Why a save failed, as the user reads it; `onName` when it is about the name (shown on the name field of Save as). */
export type SaveFailure =
  /** The session ended: its alert has said all. */
  | { readonly kind: 'silent' }
  | { readonly kind: 'reason'; readonly message: Message; readonly values?: Readonly<Record<string, string | number>>; readonly onName: boolean };

const BY_CODE: Readonly<Record<string, { readonly message: Message; readonly onName: boolean; readonly values?: Readonly<Record<string, number>> }>> = {
  [DRIVE_ERROR_CODES.nameTooLong]: { message: m.nameTooLong, onName: true, values: { max: MAX_NAME_LENGTH } },
  [DRIVE_ERROR_CODES.nameTaken]: { message: m.nameTaken, onName: true },
  [DRIVE_ERROR_CODES.folderNotFound]: { message: m.folderNotFound, onName: false },
  [DRIVE_ERROR_CODES.fileNotFound]: { message: m.fileNotFound, onName: false },
  [DRIVE_ERROR_CODES.quotaExceeded]: { message: m.quotaExceeded, onName: false },
};

/**
 * A refusal the drive names is said with its reason ('Failed to save file.
 * {reason}'); anything else is the spec's 'Save failed, please contact the
 * administrator.'
 */
export function saveFailure(failure: ApiFailure): SaveFailure {
  if (failure.sessionProblem !== undefined) return { kind: 'silent' };
  for (const error of failure.errors) {
    const known = BY_CODE[error.code];
    if (known) return { kind: 'reason', ...known };
    const shared = apiErrorMessage(error);
    if (shared) return { kind: 'reason', message: shared, onName: false };
  }
  return { kind: 'reason', message: m.saveFailed, onName: false };
}
