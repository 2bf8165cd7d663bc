import { z } from 'zod/mini';
import { DEVICE_PATHS, FIRMWARE_MAX_BYTES } from './deviceAppPaths.ts';
import { defineEndpoints } from './endpoints.ts';

// The firmware catalogue's calls (issue 24) for the OpenAPI document and the
// routes' validation. The values are checked by the server after this shape
// (server/firmware/releaseFields.ts), so each wrong one gets its own code
// (FIRMWARE_MODEL, FIRMWARE_VERSION…) and a message saying what to fix.

const text = (max: number) => z.string().check(z.maxLength(max));

/** GET firmware/releases. */
export const firmwareReleasesQuery = z.object({ MODEL: z.optional(text(64)) });

/** GET firmware/check: the connected display's device name, firmware version (0x0000) and hardware version (0x0010). */
export const firmwareCheckQuery = z.object({
  MODEL: text(64),
  /** As the display reports it; '' when it did not say (UNKNOWN_VERSION). */
  FIRMWARE: z.optional(text(64)),
  /** A whole number; '' or absent when unknown. */
  HARDWARE: z.optional(text(16)),
});

/** `:id`: a RELEASE_NO (anything else is 404 FIRMWARE_NOT_FOUND). */
export const firmwareReleaseNo = text(32);

/** POST firmware/releases, multipart: these fields and FILE (the firmware), or DOWNLOAD_URL instead of FILE. */
export const firmwareReleaseForm = z.object({
  MODEL: text(32),
  VERSION: text(64),
  MIN_HARDWARE: z.optional(text(16)),
  NOTES: z.optional(text(8000)),
  VENDOR_URL: z.optional(text(2048)),
  SHA256: text(64),
  SIGNATURE: text(128),
  DOWNLOAD_URL: z.optional(text(2048)),
});

const RELEASE_FIELDS_NOTE = '{RELEASE_NO, MODEL, VERSION, MIN_HARDWARE, NOTES, VENDOR_URL, SHA256, SIGNATURE, SIZE, FILE_NAME, DOWNLOAD_URL, CREATED_AT}';

export const firmwareEndpoints = defineEndpoints([
  {
    method: 'GET',
    path: DEVICE_PATHS.firmwareReleases,
    summary: "The server's firmware catalogue, by model, each model's newest version first (numerically: 1.10 before 1.9). MODEL narrows it to one device name (400 FIRMWARE_MODEL when it is not one). Signed-in users; a guest is 401.",
    auth: 'required',
    query: firmwareReleasesQuery,
    responseNote: `[${RELEASE_FIELDS_NOTE}]`,
  },
  {
    method: 'POST',
    path: DEVICE_PATHS.firmwareReleases,
    summary: `Adds a release the operator signed (DOT-ADMIN; 403 FORBIDDEN for others): MODEL, VERSION, MIN_HARDWARE, NOTES, VENDOR_URL (https), SHA256 (the file's, 64 hex digits), SIGNATURE (base64 Ed25519 over the firmware statement), and FILE (at most ${FIRMWARE_MAX_BYTES} bytes, stored) or DOWNLOAD_URL (the vendor's https address; never fetched). Refused with 400 FIRMWARE_CHECKSUM, FIRMWARE_SIGNATURE, FIRMWARE_VERSION, FIRMWARE_MODEL, FIRMWARE_SOURCE or FIRMWARE_NO_KEY, 409 FIRMWARE_EXISTS, 413 FIRMWARE_TOO_LARGE; a refused upload leaves nothing stored.`,
    auth: 'required',
    body: firmwareReleaseForm,
    bodyKind: 'multipart',
    responseNote: `201 ${RELEASE_FIELDS_NOTE}`,
  },
  {
    method: 'DELETE',
    path: DEVICE_PATHS.firmwareRelease,
    summary: 'Withdraws a release and removes its stored file (DOT-ADMIN). 404 FIRMWARE_NOT_FOUND when there is none.',
    auth: 'required',
    params: { id: firmwareReleaseNo },
    responseNote: `the withdrawn release ${RELEASE_FIELDS_NOTE}`,
  },
  {
    method: 'GET',
    path: DEVICE_PATHS.firmwareFile,
    summary: "Downloads an uploaded release's file as an attachment under its file name. 404 FIRMWARE_NOT_FOUND when there is no such release or it points at the vendor's DOWNLOAD_URL instead. Signed-in users.",
    auth: 'required',
    params: { id: firmwareReleaseNo },
    dataEnvelope: false,
    responseNote: 'application/octet-stream, attachment',
  },
  {
    method: 'GET',
    path: DEVICE_PATHS.firmwareCheck,
    summary:
      "Compares a connected display with the catalogue: the newest release for MODEL whose MIN_HARDWARE is at most HARDWARE (any, when MIN_HARDWARE is empty; only those when HARDWARE is unknown), and STATUS UPDATE_AVAILABLE, UP_TO_DATE, NOT_IN_CATALOGUE (nothing for this model and hardware) or UNKNOWN_VERSION (FIRMWARE missing or not a version). Signed-in users.",
    auth: 'required',
    query: firmwareCheckQuery,
    responseNote: '{MODEL, FIRMWARE, HARDWARE, STATUS, LATEST: release or null}',
  },
  {
    method: 'GET',
    path: DEVICE_PATHS.firmwareSigningKey,
    summary: "The operator's Ed25519 public key (SPKI PEM) that releases must be signed for, and its SHA-256 fingerprint in groups of four; both null when none is configured. Signed-in users.",
    auth: 'required',
    responseNote: '{PUBLIC_KEY, FINGERPRINT}',
  },
]);
