// The firmware catalogue (issue 24; spec §1 "Update the device firmware"):
// the words server and web share. The operator signs each release with an
// Ed25519 key; the server refuses a release whose checksum or signature does
// not verify, so what the app offers is what the operator vouched for. No
// firmware is ever written to a real display by this product: the app hands
// the user over to the maker's updater (docs/device.md, "Firmware").

/**
 * What the operator signs, as UTF-8: one line each, in this order, '\n'
 * between and after. The signature (base64, Ed25519) is over exactly this
 * text, so a file cannot be moved to another model or version.
 */
export function firmwareStatement(release: { readonly model: string; readonly version: string; readonly sha256: string }): string {
  return `tactile-studio-firmware-v1\n${release.model}\n${release.version}\n${release.sha256.toLowerCase()}\n`;
}

/** One release in the catalogue. */
export interface WireFirmwareRelease {
  readonly RELEASE_NO: string;
  /** The device name the display reports (0x0100), e.g. DotPad320A. */
  readonly MODEL: string;
  readonly VERSION: string;
  /** The lowest hardware version (0x0010) it is for; null: every one. */
  readonly MIN_HARDWARE: number | null;
  /** Release notes: what the update changes, plain text, as the operator wrote them. */
  readonly NOTES: string;
  /** Where the maker's updater and instructions are (https), or null. */
  readonly VENDOR_URL: string | null;
  /** The file's SHA-256, 64 lower-case hex digits. */
  readonly SHA256: string;
  readonly SIGNATURE: string;
  /** Bytes of the uploaded file; null when the release points at DOWNLOAD_URL. */
  readonly SIZE: number | null;
  /** The uploaded file's name, or null. */
  readonly FILE_NAME: string | null;
  /** Where to download the file: our firmwareFile path for an upload, else the vendor's https address. */
  readonly DOWNLOAD_URL: string;
  /** ISO 8601. */
  readonly CREATED_AT: string;
}

/**
 * How the display compares with the catalogue:
 * - UPDATE_AVAILABLE: a newer release for its model (and hardware) exists: LATEST;
 * - UP_TO_DATE: it runs the newest release, or a newer one;
 * - NOT_IN_CATALOGUE: no release is listed for its model;
 * - UNKNOWN_VERSION: the display did not say its firmware version (or not in a form we compare).
 */
export type FirmwareCheckStatus = 'UPDATE_AVAILABLE' | 'UP_TO_DATE' | 'NOT_IN_CATALOGUE' | 'UNKNOWN_VERSION';

/** GET firmware/check. */
export interface WireFirmwareCheck {
  readonly MODEL: string;
  readonly FIRMWARE: string;
  readonly HARDWARE: number | null;
  readonly STATUS: FirmwareCheckStatus;
  /** The newest release for the model and hardware, whatever the status (null when none). */
  readonly LATEST: WireFirmwareRelease | null;
}

/** GET firmware/signing-key. */
export interface WireFirmwareSigningKey {
  /** SPKI PEM, or null when none is configured (uploads are then refused with FIRMWARE_NO_KEY). */
  readonly PUBLIC_KEY: string | null;
  /** SHA-256 of the SPKI DER, hex, in groups of four for reading aloud; null with no key. */
  readonly FINGERPRINT: string | null;
}

/**
 * Compares two firmware versions: dotted numbers, numerically part by part
 * (a missing part is 0), then a release without a '-suffix' after one with
 * it. Spaces and NULs around (the display pads its 8 ASCII bytes) are
 * ignored. Returns <0, 0 or >0; undefined when either is not a version.
 */
export function compareFirmwareVersions(a: string, b: string): number | undefined {
  const left = parseFirmwareVersion(a);
  const right = parseFirmwareVersion(b);
  if (!left || !right) return undefined;
  for (let i = 0; i < Math.max(left.parts.length, right.parts.length); i++) {
    const difference = (left.parts[i] ?? 0) - (right.parts[i] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.suffix === right.suffix) return 0;
  if (left.suffix === '') return 1;
  if (right.suffix === '') return -1;
  return left.suffix < right.suffix ? -1 : 1;
}

const VERSION = /^[vV]?(\d{1,4}(?:\.\d{1,4}){0,3})(?:-([0-9A-Za-z.]{1,16}))?$/;

/** The numbers and suffix of a version, or undefined when it is not one. */
export function parseFirmwareVersion(text: string): { readonly parts: readonly number[]; readonly suffix: string } | undefined {
  // eslint-disable-next-line no-control-regex
  const match = VERSION.exec(text.replace(/^[\s\u0000]+|[\s\u0000]+$/g, ''));
  if (!match?.[1]) return undefined;
  return { parts: match[1].split('.').map(Number), suffix: match[2] ?? '' };
}
