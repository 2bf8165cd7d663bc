import type { IntlShape } from 'react-intl';
import { DRIVE_ERROR_CODES } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { conversionFailureMessage } from '../shell/conversionReasons.ts';
import { driveFailureMessage } from '../state/driveErrors.ts';
import { driveErrorMessages } from '../state/messages.ts';
import { DOCUMENT_FORMATS } from './conversionFiles.ts';

/**
 * Why POST /doc/html-convert (or convert-again) refused a document, in
 * words: a conversion's own code (409 HIGH_QUALITY_LIMIT), a file that is
 * not a PDF or DOCX by its bytes (415: the spec's "This file cannot be
 * uploaded, check the supported formats" with the documents' formats), else
 * the drive's usual upload errors (413 'File size must be under 500MB', the
 * quota, the folder).
 */
export function documentFailureText(intl: IntlShape, failure: ApiFailure): string {
  for (const error of failure.errors) {
    const conversion = conversionFailureMessage(error.code);
    if (conversion) return intl.formatMessage(conversion);
  }
  const unsupported = failure.errors.some((error) => error.code === DRIVE_ERROR_CODES.unsupportedType) || (failure.errors.length === 0 && failure.status === 415);
  if (unsupported) return intl.formatMessage(driveErrorMessages.unsupportedType, { formats: DOCUMENT_FORMATS });
  const known = driveFailureMessage(failure, driveErrorMessages.uploadFailed) ?? { message: driveErrorMessages.uploadFailed };
  return intl.formatMessage(known.message, known.values);
}
