// The device app's paths and error codes (issue 24; wire words: firmware.ts).
// A prefix of its own, like the other apps: the firmware catalogue is about
// displays, not drive items.
export const DEVICE_APP_PREFIX = '/device-app/v1';

export const DEVICE_PATHS = {
  /** GET: the catalogue (`?MODEL=` narrows it); POST (DOT-ADMIN): a new signed release, multipart. */
  firmwareReleases: `${DEVICE_APP_PREFIX}/firmware/releases`,
  /** DELETE (DOT-ADMIN): withdraws a release. `:id` is its RELEASE_NO. */
  firmwareRelease: `${DEVICE_APP_PREFIX}/firmware/releases/:id`,
  /** GET: the release's file, as uploaded (404 when the release points at the vendor's address instead). */
  firmwareFile: `${DEVICE_APP_PREFIX}/firmware/releases/:id/file`,
  /** GET `?MODEL=&FIRMWARE=&HARDWARE=`: the connected display's versions compared with the catalogue. */
  firmwareCheck: `${DEVICE_APP_PREFIX}/firmware/check`,
  /** GET: the operator's public signing key (PEM, Ed25519) and its fingerprint, for the admin form and the signing tool. */
  firmwareSigningKey: `${DEVICE_APP_PREFIX}/firmware/signing-key`,
} as const;

/** The paths with a release number filled in. */
export const firmwareReleasePath = (releaseNo: string): string => DEVICE_PATHS.firmwareRelease.replace(':id', encodeURIComponent(releaseNo));
export const firmwareFilePath = (releaseNo: string): string => DEVICE_PATHS.firmwareFile.replace(':id', encodeURIComponent(releaseNo));

/** Error codes of the firmware calls (in `errors[].code`); the web words each. */
export const FIRMWARE_ERROR_CODES = [
  /** SHA256 is missing, not 64 hex digits, or not the file's. */
  'FIRMWARE_CHECKSUM',
  /** SIGNATURE does not verify with the operator's key over the signed statement. */
  'FIRMWARE_SIGNATURE',
  /** VERSION is not dotted numbers (1 to 4 parts, each 0–9999, an optional suffix after '-'). */
  'FIRMWARE_VERSION',
  /** MODEL is not a device name a display reports (letters, digits, '-', 1–32). */
  'FIRMWARE_MODEL',
  /** Neither a file nor an https DOWNLOAD_URL, or both. */
  'FIRMWARE_SOURCE',
  /** The model already has this version. */
  'FIRMWARE_EXISTS',
  /** The file is larger than FIRMWARE_MAX_BYTES. */
  'FIRMWARE_TOO_LARGE',
  /** No signing key is configured: uploads are refused until the operator sets one. */
  'FIRMWARE_NO_KEY',
  'FIRMWARE_NOT_FOUND',
] as const;
export type FirmwareErrorCode = (typeof FIRMWARE_ERROR_CODES)[number];

/** The largest firmware file accepted (Dot Pad images are a few hundred KiB; room to spare). */
export const FIRMWARE_MAX_BYTES = 32 * 1024 * 1024;
