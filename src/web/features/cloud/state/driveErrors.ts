import type { Message } from '../../../../core/messages/index.ts';
import { DRIVE_ERROR_CODES, MAX_NAME_LENGTH, TACTILE_UPLOAD_KINDS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { apiErrorMessage } from '../../../api/messages.ts';
import { driveErrorMessages as m } from './messages.ts';

export interface MessageWithValues {
  readonly message: Message;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The formats the tactile upload accepts, as users write them. */
export const TACTILE_FORMATS = TACTILE_UPLOAD_KINDS.map((kind) => kind.toUpperCase()).join(', ');

const BY_CODE: Readonly<Record<string, MessageWithValues>> = {
  [DRIVE_ERROR_CODES.nameRequired]: { message: m.nameRequired },
  [DRIVE_ERROR_CODES.nameTooLong]: { message: m.nameTooLong, values: { max: MAX_NAME_LENGTH } },
  [DRIVE_ERROR_CODES.nameTaken]: { message: m.nameTaken },
  [DRIVE_ERROR_CODES.folderNotFound]: { message: m.folderNotFound },
  [DRIVE_ERROR_CODES.fileNotFound]: { message: m.fileNotFound },
  [DRIVE_ERROR_CODES.noPublishFolder]: { message: m.noPublishFolder },
  [DRIVE_ERROR_CODES.noCategory]: { message: m.noCategory },
  [DRIVE_ERROR_CODES.notInTrash]: { message: m.notInTrash },
  [DRIVE_ERROR_CODES.inTrash]: { message: m.inTrash },
  [DRIVE_ERROR_CODES.moveIntoItself]: { message: m.moveIntoItself },
  [DRIVE_ERROR_CODES.tooDeep]: { message: m.tooDeep },
  [DRIVE_ERROR_CODES.fileTooLarge]: { message: m.fileTooLarge },
  [DRIVE_ERROR_CODES.unsupportedType]: { message: m.unsupportedType, values: { formats: TACTILE_FORMATS } },
  [DRIVE_ERROR_CODES.badFile]: { message: m.badFile },
  [DRIVE_ERROR_CODES.quotaExceeded]: { message: m.quotaExceeded },
  [DRIVE_ERROR_CODES.zipUnsafe]: { message: m.zipUnsafe },
  [DRIVE_ERROR_CODES.zipEmpty]: { message: m.zipEmpty },
  [DRIVE_ERROR_CODES.uploadAborted]: { message: m.uploadFailed },
  [DRIVE_ERROR_CODES.deviceMismatch]: { message: m.deviceMismatch },
};

/** When the server gives no code we know, its status still says enough for these. */
const BY_STATUS: Readonly<Record<number, MessageWithValues>> = {
  413: { message: m.fileTooLarge },
  415: { message: m.unsupportedType, values: { formats: TACTILE_FORMATS } },
};

/**
 * What to tell the user about a failed drive call, translated: the first
 * error whose code we know, the shared texts of spec §8 (no connection, no
 * access role), else `fallback`. Undefined when the failure ended the
 * session: the 'Plean sign in again(n) !' alert has said all there is.
 */
export function driveFailureMessage(failure: ApiFailure, fallback: Message = m.actionFailed): MessageWithValues | undefined {
  if (failure.sessionProblem !== undefined) return undefined;
  for (const error of failure.errors) {
    const known = BY_CODE[error.code];
    if (known) return known;
    const shared = apiErrorMessage(error);
    if (shared) return { message: shared };
  }
  return BY_STATUS[failure.status] ?? { message: fallback };
}
