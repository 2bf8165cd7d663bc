import { DRIVE_ERROR_CODES } from '../../shared/api/driveAppPaths.ts';
import { DriveError } from '../drive/driveErrors.ts';

// What the Book routes refuse beside the drive's own refusals (driveErrors.ts).

const C = DRIVE_ERROR_CODES;

export const tooManyPages = (pages: number, maxPages: number) =>
  new DriveError(400, C.tooManyPages, `A document may have at most ${maxPages} pages; this one has ${pages}. Remove some page breaks.`);
export const notADocument = () => new DriveError(400, C.notADocument, 'The file is not a Book document (HTML).');
export const imageUrlRefused = (reason: string) => new DriveError(400, C.imageUrlRefused, reason);
export const imageFetchFailed = (reason: string) => new DriveError(400, C.imageFetchFailed, reason);
export const stillConverting = () => new DriveError(409, C.converting, 'The document is still being converted; open it when the conversion is done.');
