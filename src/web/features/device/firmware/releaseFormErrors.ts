import type { FirmwareErrorCode } from '../../../../shared/api/deviceAppPaths.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { ReleaseUpload } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';

/** A field of the upload form, or the form as a whole. */
export type ReleaseField = 'model' | 'version' | 'minHardware' | 'vendorUrl' | 'file' | 'sha256' | 'signature' | 'form';
export type ReleaseErrors = Partial<Record<ReleaseField, Message>>;

/** Where each refusal of the server is shown, and in which words. */
const BY_CODE: Readonly<Partial<Record<FirmwareErrorCode, { readonly field: ReleaseField; readonly message: Message }>>> = {
  FIRMWARE_CHECKSUM: { field: 'sha256', message: m.errorChecksum },
  FIRMWARE_SIGNATURE: { field: 'signature', message: m.errorSignature },
  FIRMWARE_VERSION: { field: 'version', message: m.errorVersion },
  FIRMWARE_MODEL: { field: 'model', message: m.errorModel },
  FIRMWARE_SOURCE: { field: 'file', message: m.errorSource },
  FIRMWARE_EXISTS: { field: 'version', message: m.errorExists },
  FIRMWARE_TOO_LARGE: { field: 'file', message: m.errorTooLarge },
  FIRMWARE_NO_KEY: { field: 'form', message: m.errorNoKey },
};

/** The server's refusal at its field; anything else at the form. */
export function serverErrors(code: FirmwareErrorCode | undefined): ReleaseErrors {
  const known = code === undefined ? undefined : BY_CODE[code];
  return known ? { [known.field]: known.message } : { form: m.errorOther };
}

const HTTPS = /^https:\/\/[^\s]+$/i;

/** What the browser can tell before sending: required fields, a whole hardware number, https addresses, one source. */
export function formErrors(upload: ReleaseUpload): ReleaseErrors {
  const errors: ReleaseErrors = {};
  if (upload.model.trim() === '') errors.model = m.required;
  if (upload.version.trim() === '') errors.version = m.required;
  if (upload.minHardware.trim() !== '' && !/^\d{1,7}$/.test(upload.minHardware.trim())) errors.minHardware = m.errorHardware;
  if (upload.vendorUrl.trim() !== '' && !HTTPS.test(upload.vendorUrl.trim())) errors.vendorUrl = m.errorHttps;
  const hasUrl = upload.downloadUrl.trim() !== '';
  if ((upload.file !== undefined) === hasUrl) errors.file = m.errorSource;
  else if (hasUrl && !HTTPS.test(upload.downloadUrl.trim())) errors.file = m.errorHttps;
  if (upload.sha256.trim() === '') errors.sha256 = m.required;
  if (upload.signature.trim() === '') errors.signature = m.required;
  return errors;
}
