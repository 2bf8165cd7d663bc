import { parseFirmwareVersion } from '../../shared/api/firmware.ts';
import { firmwareRefusal } from './firmwareErrors.ts';

// The fields of a new release (POST firmware/releases, multipart), checked
// in the order a person filling the form would fix them. Each refusal names
// the field and says what it must be. Whether SHA256 is the file's and the
// signature verifies comes after the file has streamed (firmwareUpload.ts).

export const RELEASE_FIELDS = ['MODEL', 'VERSION', 'MIN_HARDWARE', 'NOTES', 'VENDOR_URL', 'SHA256', 'SIGNATURE', 'DOWNLOAD_URL'] as const;

/** A device name as a display reports it (0x0100). */
const MODEL = /^[A-Za-z0-9-]{1,32}$/;
const SHA256 = /^[0-9A-Fa-f]{64}$/;
/** Standard base64 with its padding; an Ed25519 signature is 64 bytes, 88 characters. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
export const NOTES_MAX_CHARS = 8000;
const URL_MAX_CHARS = 2048;
/** The largest hardware version a release may ask for (the display reports a small number; room to spare). */
const HARDWARE_MAX = 1_000_000;

export interface ReleaseFields {
  readonly model: string;
  /** As the operator wrote it, spaces around removed: what the signature is over. */
  readonly version: string;
  readonly minHardware: number | null;
  readonly notes: string;
  readonly vendorUrl: string | null;
  /** Lower-case hex. */
  readonly sha256: string;
  readonly signature: Buffer;
  /** Base64 as sent (trimmed), stored and answered as it is. */
  readonly signatureText: string;
  readonly downloadUrl: string | null;
}

/** An https address, or undefined when `text` is not one (credentials in it are refused: they would be shown to every user). */
export function httpsAddress(text: string): string | undefined {
  if (text.length > URL_MAX_CHARS || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.href;
}

/** A whole number from 0, or undefined. */
function wholeNumber(text: string): number | undefined {
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= HARDWARE_MAX ? value : undefined;
}

/** Checks every field but the file's own hash and the signature's verification; `hasFile`: a FILE part came. */
export function checkReleaseFields(fields: ReadonlyMap<string, string>, hasFile: boolean): ReleaseFields {
  const unknown = [...fields.keys()].filter((name) => !(RELEASE_FIELDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw firmwareRefusal.badRequest(`Unknown form field ${unknown[0]?.slice(0, 40)}; a release has ${RELEASE_FIELDS.join(', ')} and FILE.`);
  const field = (name: (typeof RELEASE_FIELDS)[number]) => fields.get(name)?.trim() ?? '';

  const model = field('MODEL');
  if (!MODEL.test(model)) throw firmwareRefusal.model(`MODEL must be the device name the display reports (letters, digits and '-', 1 to 32), such as DotPad320A; "${model.slice(0, 40)}" is not one.`);

  const version = field('VERSION');
  if (!parseFirmwareVersion(version)) {
    throw firmwareRefusal.version(`VERSION must be dotted numbers (1 to 4 parts of 0 to 9999, such as 1.2.10), optionally with a suffix after '-' (1.3-beta); "${version.slice(0, 40)}" is not one.`);
  }

  const hardwareText = field('MIN_HARDWARE');
  const minHardware = hardwareText === '' ? null : wholeNumber(hardwareText);
  if (minHardware === undefined) throw firmwareRefusal.badRequest(`MIN_HARDWARE must be a whole number from 0 to ${HARDWARE_MAX} (the lowest hardware version the release is for), or left empty for every one.`);

  const notes = fields.get('NOTES')?.trim() ?? '';
  if (notes.length > NOTES_MAX_CHARS) throw firmwareRefusal.badRequest(`NOTES must be at most ${NOTES_MAX_CHARS} characters; shorten the release notes.`);

  const vendorText = field('VENDOR_URL');
  const vendorUrl = vendorText === '' ? null : httpsAddress(vendorText);
  if (vendorUrl === undefined) throw firmwareRefusal.badRequest("VENDOR_URL must be an https address (the maker's updater and instructions), or left empty.");

  const downloadText = field('DOWNLOAD_URL');
  if (hasFile === (downloadText !== '')) {
    throw firmwareRefusal.source(
      hasFile
        ? 'Send either the firmware FILE or a DOWNLOAD_URL, not both.'
        : "Send the firmware FILE, or a DOWNLOAD_URL: the https address where the vendor publishes it.",
    );
  }
  const downloadUrl = downloadText === '' ? null : httpsAddress(downloadText);
  if (downloadUrl === undefined) throw firmwareRefusal.source("DOWNLOAD_URL must be an https address of the vendor's file.");

  const sha256 = field('SHA256');
  if (!SHA256.test(sha256)) throw firmwareRefusal.checksum("SHA256 must be the file's SHA-256: 64 hexadecimal digits (tactile firmware sign prints it).");

  const signatureText = field('SIGNATURE');
  const signature = BASE64.test(signatureText) && signatureText.length % 4 === 0 ? Buffer.from(signatureText, 'base64') : undefined;
  if (signature?.length !== 64) throw firmwareRefusal.signature('SIGNATURE must be the Ed25519 signature in base64 (88 characters) that tactile firmware sign prints.');

  return { model, version, minHardware, notes, vendorUrl, sha256: sha256.toLowerCase(), signature, signatureText, downloadUrl };
}
