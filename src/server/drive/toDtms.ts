import type { Readable } from 'node:stream';
import { DtmsFormatError, dtmaFromJson, dtmaToJson, dtmsFromJson, dtmsToJson, readDtm, type DtmaDocument, type DtmaJson, type DtmsJson } from '../../core/dtms/index.ts';
import type { DeviceModel } from '../../core/pins/index.ts';
import type { DriveDeps } from './driveDeps.ts';
import { badFile, deviceMismatch, fileNotFound } from './driveErrors.ts';
import type { FileRow } from './fileRows.ts';
import { loadFile } from './files.ts';
import { may, type Viewer } from './policies.ts';

// GET /dtm/images/{id}/device/{device}/to-dtms and the /dtma/ variant: a file
// as a DTMS document for one display, for the canvas to open. A stored
// document passes when it is made for that display; a DTM picture (a blob) is
// wrapped as a one-page DTMS. A picture cannot be resized to another display,
// so a mismatch is 409 DEVICE_MISMATCH. The DTMA variant keeps audioPath.

const DEVICE_LABEL: Readonly<Record<DeviceModel, string>> = { 320: 'Dot Pad 320', 768: 'Dot Pad 768' };

/** DEVICE_KIND as stored (300 or 768) to the display model, for documents without a `device` field. */
function modelOfKind(deviceKind: number | null): DeviceModel | undefined {
  if (deviceKind === 300 || deviceKind === 320) return 320;
  if (deviceKind === 768) return 768;
  return undefined;
}

export async function fileAsDtms(deps: DriveDeps, viewer: Viewer, dtmNo: string, model: DeviceModel, withAudio: boolean): Promise<DtmsJson | DtmaJson> {
  const file = await loadFile(deps.db, dtmNo);
  const facts = file && { ownerRowNo: String(file.owner_user_no), published: file.is_public, trashed: file.trashed_at !== null };
  if (!file || !facts || !may('readFile', viewer, facts)) throw fileNotFound();
  try {
    const document = await documentOf(deps, file);
    if (document.model !== model) throw deviceMismatch(DEVICE_LABEL[document.model], DEVICE_LABEL[model]);
    return withAudio ? dtmaToJson(document) : dtmsToJson(document);
  } catch (error) {
    if (error instanceof DtmsFormatError) throw badFile(`${error.code}: ${error.message}`);
    throw error;
  }
}

async function documentOf(deps: DriveDeps, file: FileRow): Promise<DtmaDocument> {
  const stored = file.dtms_json;
  if (stored !== null && typeof stored === 'object') {
    const fallback = modelOfKind(file.device_kind);
    return Object.hasOwn(stored, 'audioPath') ? dtmaFromJson(stored, fallback) : { ...dtmsFromJson(stored, fallback), audioPath: '' };
  }
  if (file.blob_key !== null && file.file_extension === 'dtm') {
    const picture = readDtm(await readBlob(deps, file.blob_key));
    return {
      title: file.file_name,
      lang: 'english',
      langOption: '1',
      model: picture.model,
      items: [{ page: 1, title: file.file_name, graphic: { name: '1.dtm', grid: picture.grid }, text: { name: '1.txt', cells: new Uint8Array(0), plain: '' } }],
      audioPath: '',
    };
  }
  throw badFile('This file has no tactile picture to open on a device.');
}

/** A DTM blob, read whole: it is tiny (330 or 798 bytes), so anything much larger is refused before reading. */
async function readBlob(deps: DriveDeps, key: string): Promise<Uint8Array> {
  const stat = await deps.blobs.stat(key);
  if (!stat) throw badFile('The stored content of this file is missing.');
  if (stat.size > Math.min(deps.config.parseLimitBytes, 64 * 1024)) throw badFile('This file is too large to be a DTM picture.');
  const chunks: Buffer[] = [];
  for await (const chunk of (await deps.blobs.get(key)) as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
