import { DRIVE_ERROR_CODES, MAX_NAME_LENGTH, type DriveErrorCode } from '../../shared/api/driveAppPaths.ts';

// What a drive service refuses, as an HTTP answer: services throw these and
// the routes turn them into `{errors:[{code,msg}]}` with the status, so no
// service needs to know about replies and no refusal leaks a stack trace.

export class DriveError extends Error {
  readonly status: number;
  /** A DRIVE_ERROR_CODES value, or BAD_REQUEST (SERVER_ERROR_CODES). */
  readonly code: DriveErrorCode | 'BAD_REQUEST';

  constructor(status: number, code: DriveErrorCode | 'BAD_REQUEST', message: string) {
    super(message);
    this.name = 'DriveError';
    this.status = status;
    this.code = code;
  }
}

const C = DRIVE_ERROR_CODES;

// Another person's item is answered exactly like a missing one (never reveal that it exists).
export const fileNotFound = () => new DriveError(404, C.fileNotFound, 'No such file.');
export const folderNotFound = () => new DriveError(404, C.folderNotFound, 'No such folder.');
export const nameRequired = () => new DriveError(400, C.nameRequired, 'A name is required.');
export const nameTooLong = () => new DriveError(400, C.nameTooLong, `A name may have at most ${MAX_NAME_LENGTH} characters.`);
export const nameTaken = () => new DriveError(409, C.nameTaken, 'An item with this name already exists here.');
export const moveIntoItself = () => new DriveError(400, C.moveIntoItself, 'A folder cannot go into itself or into a folder inside it.');
export const tooDeep = (maxLevel: number) => new DriveError(400, C.tooDeep, `Folders may nest at most ${maxLevel} levels deep.`);
export const inTrash = () => new DriveError(409, C.inTrash, 'The item is in the trash; restore it first.');
export const notInTrash = () => new DriveError(409, C.notInTrash, 'The item is not in the trash.');
export const noPublishFolder = () => new DriveError(400, C.noPublishFolder, 'Please select a folder to publish');
export const noCategory = () => new DriveError(400, C.noCategory, 'Please select a category');
export const badFile = (message: string) => new DriveError(400, C.badFile, message);
export const deviceMismatch = (fileDevice: string, wanted: string) =>
  new DriveError(409, C.deviceMismatch, `The file is made for the ${fileDevice}, not the ${wanted}.`);
export const badRequest = (message: string) => new DriveError(400, 'BAD_REQUEST', message);
