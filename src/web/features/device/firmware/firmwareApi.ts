import { DEVICE_PATHS, FIRMWARE_ERROR_CODES, firmwareReleasePath, type FirmwareErrorCode } from '../../../../shared/api/deviceAppPaths.ts';
import type { WireFirmwareCheck, WireFirmwareRelease, WireFirmwareSigningKey } from '../../../../shared/api/firmware.ts';
import type { ApiClient, ApiFailure, ApiResult } from '../../../api/apiTypes.ts';
import type { CamelKeys } from '../../../api/camelKeys.ts';

// The firmware catalogue's calls (issue 24; shared/api/deviceAppPaths.ts,
// firmware.ts). Answers come back camelCased by the client, so the types are
// the wire words camelCased. The file itself is fetched apart, signed in
// (api/downloadAttachment.ts): a link cannot carry the token.

export type FirmwareRelease = CamelKeys<WireFirmwareRelease>;
export type FirmwareCheck = CamelKeys<WireFirmwareCheck>;
export type FirmwareSigningKey = CamelKeys<WireFirmwareSigningKey>;

/** What the display reported, as the check is asked. */
export interface DisplayVersions {
  readonly model: string;
  readonly firmware: string;
  readonly hardware: number | undefined;
}

/** The upload form's fields, as typed; exactly one of `file` and `downloadUrl`. */
export interface ReleaseUpload {
  readonly model: string;
  readonly version: string;
  readonly minHardware: string;
  readonly notes: string;
  readonly vendorUrl: string;
  readonly sha256: string;
  readonly signature: string;
  readonly file: File | undefined;
  readonly downloadUrl: string;
}

const auth = true;

export function checkFirmware(api: ApiClient, display: DisplayVersions): Promise<ApiResult<FirmwareCheck>> {
  return api.get<FirmwareCheck>(DEVICE_PATHS.firmwareCheck, {
    auth,
    query: { MODEL: display.model, FIRMWARE: display.firmware.trim(), HARDWARE: display.hardware ?? '' },
  });
}

export function listReleases(api: ApiClient): Promise<ApiResult<readonly FirmwareRelease[]>> {
  return api.get<readonly FirmwareRelease[]>(DEVICE_PATHS.firmwareReleases, { auth });
}

export function signingKey(api: ApiClient): Promise<ApiResult<FirmwareSigningKey>> {
  return api.get<FirmwareSigningKey>(DEVICE_PATHS.firmwareSigningKey, { auth });
}

export function withdrawRelease(api: ApiClient, releaseNo: string): Promise<ApiResult<FirmwareRelease>> {
  return api.delete<FirmwareRelease>(firmwareReleasePath(releaseNo), { auth });
}

/** The form as the server reads it: only the fields given (an empty optional field is left out, as the server would read it). */
export function releaseForm(upload: ReleaseUpload): FormData {
  const form = new FormData();
  const put = (name: string, value: string) => {
    if (value.trim() !== '') form.append(name, value.trim());
  };
  put('MODEL', upload.model);
  put('VERSION', upload.version);
  put('MIN_HARDWARE', upload.minHardware);
  // Notes keep their own line breaks and spaces.
  if (upload.notes.trim() !== '') form.append('NOTES', upload.notes);
  put('VENDOR_URL', upload.vendorUrl);
  put('SHA256', upload.sha256);
  put('SIGNATURE', upload.signature);
  put('DOWNLOAD_URL', upload.downloadUrl);
  // The file last: the server reads the fields before the bytes.
  if (upload.file) form.append('FILE', upload.file, upload.file.name);
  return form;
}

export function uploadRelease(api: ApiClient, upload: ReleaseUpload): Promise<ApiResult<FirmwareRelease>> {
  return api.post<FirmwareRelease>(DEVICE_PATHS.firmwareReleases, { auth, form: releaseForm(upload) });
}

/** The firmware code a refusal carries, if it is one of ours. */
export function firmwareErrorCode(failure: ApiFailure): FirmwareErrorCode | undefined {
  return FIRMWARE_ERROR_CODES.find((code) => failure.errors.some((error) => error.code === code));
}
