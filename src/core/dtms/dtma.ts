// DTMA and the Dot drive's record (notes §8.3, one source: Dot's cloud test
// client). A DTMA is a DTMS with an `audioPath` beside `items`; an empty path
// means a plain picture set. The drive hands files out as
// `{ DEVICE_KIND, DTMS_JSON }`, with the document under DTMS_JSON. Nothing
// public describes the audio itself, so only the path is modelled here.

import type { DeviceModel } from '../pins/index.ts';
import { dtmsFromJson, dtmsToJson, type DtmsDocument, type DtmsJson } from './dtms.ts';
import { DtmsFormatError } from './errors.ts';
import { badField, isJsonObject, parseJson, requireField, requireString } from './fields.ts';

export interface DtmaDocument extends DtmsDocument {
  /** Where the drive keeps the page audio; empty when there is none. */
  readonly audioPath: string;
}

export type DtmaJson = DtmsJson & { audioPath: string };

export function parseDtma(text: string): DtmaDocument {
  return dtmaFromJson(parseJson(text));
}

/** `audioPath` is required here: a DTMA without one is a DTMS. */
export function dtmaFromJson(value: unknown, fallbackModel?: DeviceModel): DtmaDocument {
  const document = dtmsFromJson(value, fallbackModel);
  // dtmsFromJson has checked that value is an object.
  const audioPath = isJsonObject(value) ? requireString(value, 'audioPath', {}) : '';
  return { ...document, audioPath };
}

export function dtmaToJson(document: DtmaDocument): DtmaJson {
  return { ...dtmsToJson(document), audioPath: document.audioPath };
}

export function serialiseDtma(document: DtmaDocument): string {
  return JSON.stringify(dtmaToJson(document));
}

/**
 * DEVICE_KIND values. The test client sends "300" for the 320 (its 300 cells);
 * "768" is our guess. Used only when DTMS_JSON has no `device` of its own.
 */
const DEVICE_KINDS: Readonly<Record<string, DeviceModel>> = { '300': 320, '320': 320, '768': 768 };

export interface DriveRecord {
  /** DEVICE_KIND as the drive wrote it, kept verbatim for saving back. */
  readonly deviceKind: string;
  /** The document; `audioPath` is empty when DTMS_JSON has none. */
  readonly document: DtmaDocument;
}

/**
 * A drive record from its JSON text. DTMS_JSON is an object in the test
 * client; we also accept it as a JSON string, since nothing says it cannot be.
 */
export function parseDriveRecord(text: string): DriveRecord {
  const value = parseJson(text);
  if (!isJsonObject(value)) throw new DtmsFormatError('NOT_JSON', 'The JSON is not an object.');
  const kind = requireField(value, 'DEVICE_KIND', {});
  if (typeof kind !== 'string' && typeof kind !== 'number') throw badField({}, 'DEVICE_KIND', 'is not text');
  const deviceKind = String(kind);
  const raw = requireField(value, 'DTMS_JSON', {});
  const inner = typeof raw === 'string' ? parseJson(raw) : raw;
  if (!isJsonObject(inner)) throw badField({}, 'DTMS_JSON', 'is not an object');
  const fallback = Object.hasOwn(DEVICE_KINDS, deviceKind) ? DEVICE_KINDS[deviceKind] : undefined;
  const document = Object.hasOwn(inner, 'audioPath') ? dtmaFromJson(inner, fallback) : { ...dtmsFromJson(inner, fallback), audioPath: '' };
  return { deviceKind, document };
}

/** The record's two fields for saving: DEVICE_KIND verbatim and DTMS_JSON as an object, as the test client posts it. */
export function driveRecordToJson(record: DriveRecord): { DEVICE_KIND: string; DTMS_JSON: DtmaJson } {
  return { DEVICE_KIND: record.deviceKind, DTMS_JSON: dtmaToJson(record.document) };
}
