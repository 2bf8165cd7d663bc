import type { FirmwareErrorCode } from '../../shared/api/deviceAppPaths.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

// Every refusal of the firmware catalogue: a status, a code the web words
// (shared/api/deviceAppPaths.ts) and an English message saying what to fix.

export class FirmwareError extends Error {
  readonly status: 400 | 404 | 409 | 413;
  readonly code: FirmwareErrorCode | typeof SERVER_ERROR_CODES.badRequest;
  constructor(status: FirmwareError['status'], code: FirmwareError['code'], message: string) {
    super(message);
    this.name = 'FirmwareError';
    this.status = status;
    this.code = code;
  }
}

export const firmwareRefusal = {
  checksum: (message: string) => new FirmwareError(400, 'FIRMWARE_CHECKSUM', message),
  signature: (message: string) => new FirmwareError(400, 'FIRMWARE_SIGNATURE', message),
  version: (message: string) => new FirmwareError(400, 'FIRMWARE_VERSION', message),
  model: (message: string) => new FirmwareError(400, 'FIRMWARE_MODEL', message),
  source: (message: string) => new FirmwareError(400, 'FIRMWARE_SOURCE', message),
  exists: (model: string, version: string) =>
    new FirmwareError(409, 'FIRMWARE_EXISTS', `${model} already has version ${version} in the catalogue. Withdraw that release first, or upload another version.`),
  tooLarge: (maxBytes: number) => new FirmwareError(413, 'FIRMWARE_TOO_LARGE', `The firmware file must be at most ${maxBytes} bytes (${Math.floor(maxBytes / 1048576)} MiB).`),
  noKey: () =>
    new FirmwareError(
      400,
      'FIRMWARE_NO_KEY',
      'No firmware signing key is configured on this server, so no release can be verified. The operator sets FIRMWARE_SIGNING_KEY to their Ed25519 public key (docs/CONFIGURATION.md).',
    ),
  notFound: () => new FirmwareError(404, 'FIRMWARE_NOT_FOUND', 'There is no such firmware release, or its file is kept at the vendor\'s address (DOWNLOAD_URL).'),
  badRequest: (message: string) => new FirmwareError(400, SERVER_ERROR_CODES.badRequest, message),
};
