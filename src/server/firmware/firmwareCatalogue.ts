import type { Kysely, Selectable } from 'kysely';
import type { Readable } from 'node:stream';
import { firmwareFilePath } from '../../shared/api/deviceAppPaths.ts';
import { compareFirmwareVersions, parseFirmwareVersion, type WireFirmwareCheck, type WireFirmwareRelease, type WireFirmwareSigningKey } from '../../shared/api/firmware.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { DB, FirmwareReleasesTable } from '../db/schema.ts';
import { firmwareRefusal } from './firmwareErrors.ts';
import { checkReleaseFields } from './releaseFields.ts';
import { checkReleaseSignature } from './releaseSignature.ts';
import type { ReceivedRelease } from './firmwareUpload.ts';
import type { FirmwareSigningKey } from './signingKey.ts';

// The firmware catalogue (issue 24): the operator's, one per server. A
// release goes in only when its checksum is the file's and the operator's
// signature verifies over model, version and checksum; what the app offers
// is therefore what the operator vouched for. The check answers a connected
// display: the newest release for its model and hardware, compared by
// version numbers (1.10 is newer than 1.9).

export interface FirmwareDeps {
  readonly db: Kysely<DB>;
  readonly blobs: BlobStore;
  /** undefined: none configured; uploads are refused with FIRMWARE_NO_KEY. */
  readonly signingKey: FirmwareSigningKey | undefined;
  readonly maxBytes: number;
  readonly now: () => Date;
}

type ReleaseRow = Selectable<FirmwareReleasesTable>;

const MODEL = /^[A-Za-z0-9-]{1,32}$/;
const RELEASE_NO = /^[1-9]\d{0,17}$/;

export function presentRelease(row: ReleaseRow): WireFirmwareRelease {
  return {
    RELEASE_NO: String(row.release_no),
    MODEL: row.model,
    VERSION: row.version,
    MIN_HARDWARE: row.min_hardware,
    NOTES: row.notes,
    VENDOR_URL: row.vendor_url,
    SHA256: row.sha256,
    SIGNATURE: row.signature,
    SIZE: row.size_bytes === null ? null : Number(row.size_bytes),
    FILE_NAME: row.file_name,
    DOWNLOAD_URL: row.blob_key === null ? (row.download_url ?? '') : firmwareFilePath(String(row.release_no)),
    CREATED_AT: new Date(row.created_at).toISOString(),
  };
}

/** Newest version first; versions that do not compare (none are stored) last, by text. */
const newestFirst = (a: ReleaseRow, b: ReleaseRow) => compareFirmwareVersions(b.version, a.version) ?? b.version.localeCompare(a.version);

/** A MODEL given to narrow or check: the device name's shape, else FIRMWARE_MODEL. */
export function checkModel(model: string): string {
  const trimmed = model.trim();
  if (!MODEL.test(trimmed)) throw firmwareRefusal.model(`MODEL must be a device name (letters, digits and '-', 1 to 32), such as DotPad320A; "${trimmed.slice(0, 40)}" is not one.`);
  return trimmed;
}

/** The catalogue, by model, each model's newest release first. */
export async function listReleases(deps: FirmwareDeps, model?: string): Promise<WireFirmwareRelease[]> {
  let query = deps.db.selectFrom('firmware_releases').selectAll();
  if (model !== undefined) query = query.where('model', '=', checkModel(model));
  const rows = await query.execute();
  rows.sort((a, b) => a.model.localeCompare(b.model) || newestFirst(a, b));
  return rows.map(presentRelease);
}

/** A file name safe to keep and to send back in a header: its last path part, no controls, at most 200 characters. */
function cleanFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const last = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (last || fallback).slice(0, 200);
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * Adds a release from a received form. Throws a FirmwareError for every
 * refusal; the caller removes the received file's blob then (and on any
 * other failure): a refused release leaves no row and no blob.
 */
export async function addRelease(deps: FirmwareDeps, createdBy: string, received: ReceivedRelease): Promise<WireFirmwareRelease> {
  const key = deps.signingKey;
  if (!key) throw firmwareRefusal.noKey();
  const fields = checkReleaseFields(received.fields, received.file !== undefined);
  const { file } = received;
  if (file && file.sha256 !== fields.sha256) {
    throw firmwareRefusal.checksum(`SHA256 is not the file's: the file received hashes to ${file.sha256}. Check that this is the file you signed, and that it was not changed or cut on the way.`);
  }
  checkReleaseSignature(key, fields, fields.signature);
  // 1.0 and 1.0.0 are the same version to the check: one of them only.
  const existing = await deps.db.selectFrom('firmware_releases').select('version').where('model', '=', fields.model).execute();
  const same = existing.find((row) => compareFirmwareVersions(row.version, fields.version) === 0);
  if (same) throw firmwareRefusal.exists(fields.model, same.version);
  try {
    const row = await deps.db
      .insertInto('firmware_releases')
      .values({
        model: fields.model,
        version: fields.version,
        min_hardware: fields.minHardware,
        notes: fields.notes,
        vendor_url: fields.vendorUrl,
        sha256: fields.sha256,
        signature: fields.signatureText,
        size_bytes: file ? file.size : null,
        file_name: file ? cleanFileName(file.fileName, `${fields.model}-${fields.version}.bin`) : null,
        blob_key: file ? file.key : null,
        download_url: file ? null : fields.downloadUrl,
        created_by: createdBy,
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentRelease(row);
  } catch (error) {
    // Another upload of the same version committed first.
    if (isUniqueViolation(error)) throw firmwareRefusal.exists(fields.model, fields.version);
    throw error;
  }
}

async function releaseRow(deps: FirmwareDeps, releaseNo: string): Promise<ReleaseRow> {
  if (!RELEASE_NO.test(releaseNo)) throw firmwareRefusal.notFound();
  const row = await deps.db.selectFrom('firmware_releases').selectAll().where('release_no', '=', releaseNo as never).executeTakeFirst();
  if (!row) throw firmwareRefusal.notFound();
  return row;
}

/** Withdraws a release: the row, then its file (a blob the removal misses is the orphan sweep's). */
export async function withdrawRelease(deps: FirmwareDeps, releaseNo: string): Promise<WireFirmwareRelease> {
  const row = await releaseRow(deps, releaseNo);
  const deleted = await deps.db.deleteFrom('firmware_releases').where('release_no', '=', row.release_no as never).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw firmwareRefusal.notFound();
  if (row.blob_key !== null) await deps.blobs.delete(row.blob_key);
  return presentRelease(row);
}

/** An uploaded release's file, to send as an attachment. */
export async function releaseFile(deps: FirmwareDeps, releaseNo: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await releaseRow(deps, releaseNo);
  if (row.blob_key === null) throw firmwareRefusal.notFound();
  const stream = await deps.blobs.get(row.blob_key).catch(() => Promise.reject(firmwareRefusal.notFound()));
  return { stream, size: Number(row.size_bytes), fileName: row.file_name ?? `${row.model}-${row.version}.bin` };
}

/** HARDWARE as the check is given it: a whole number, or null when empty or absent (the display did not say). */
export function displayHardware(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  if (!/^\d{1,7}$/.test(trimmed)) throw firmwareRefusal.badRequest('HARDWARE must be the hardware version the display reports, a whole number, or left empty when unknown.');
  return Number(trimmed);
}

/**
 * The connected display against the catalogue. A release is for the
 * display when its MIN_HARDWARE is null or at most HARDWARE; with HARDWARE
 * unknown, only releases for every hardware are (an image for newer boards
 * is never offered to a board that did not say it is one).
 */
export async function checkFirmware(deps: FirmwareDeps, query: { model: string; firmware: string; hardware: number | null }): Promise<WireFirmwareCheck> {
  const model = checkModel(query.model);
  const rows = await deps.db.selectFrom('firmware_releases').selectAll().where('model', '=', model).execute();
  const suitable = rows.filter((row) => row.min_hardware === null || (query.hardware !== null && row.min_hardware <= query.hardware)).sort(newestFirst);
  const newest = suitable[0];
  // eslint-disable-next-line no-control-regex -- the display pads its 8 bytes with NULs
  const firmware = query.firmware.replace(/^[\s\u0000]+|[\s\u0000]+$/g, '');
  const answer = { MODEL: model, FIRMWARE: firmware, HARDWARE: query.hardware, LATEST: newest ? presentRelease(newest) : null };
  // Nothing listed for the display: its version does not matter.
  if (!newest) return { ...answer, STATUS: 'NOT_IN_CATALOGUE' };
  if (!parseFirmwareVersion(firmware)) return { ...answer, STATUS: 'UNKNOWN_VERSION' };
  const difference = compareFirmwareVersions(firmware, newest.version) ?? 0;
  return { ...answer, STATUS: difference < 0 ? 'UPDATE_AVAILABLE' : 'UP_TO_DATE' };
}

export function presentSigningKey(key: FirmwareSigningKey | undefined): WireFirmwareSigningKey {
  return { PUBLIC_KEY: key?.pem ?? null, FINGERPRINT: key?.fingerprint ?? null };
}
