import { canvasFileMessages, documentFromDtms, dtmsLanguageOf, type CanvasDocument, type DtmsLanguage } from '../../../../core/canvas/index.ts';
import { DtmsFormatError, dtmaFromJson, dtmsFromJson, type DtmsDocument } from '../../../../core/dtms/index.ts';
import type { MessageRef } from '../../../../core/messages/index.ts';
import type { DeviceModel } from '../../../../core/pins/index.ts';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';
import type { FileDetail } from '../../cloud/index.ts';
import { createCanvasDriveApi, type CanvasDriveApi } from './canvasDriveApi.ts';
import { failureReason } from './driveFailure.ts';
import { fileMessages } from './messages.ts';
import { serverAudioOf, withPageAudio, type ServerAudio } from './pageAudioSync.ts';

// Opening a Cloud file in the Canvas (and in Easy tactile): GET
// /dtms/images/{id} answers the file with its pages' alternative text and its
// DTMS (or DTMA) document, and each page's audio as a signed address (pages
// keep it as their audio's ref). The API client camelCases every key of the answer,
// the document's too, so `lang_option` arrives as `langOption` and is put back
// before the DTMS reader sees it. Files without a document (pictures, PDFs,
// braille text) cannot be opened here.

/** Why a Cloud file could not be opened; `messageRef` is undefined when the session ended and its alert has spoken. */
export class CloudFileError extends Error {
  readonly messageRef: MessageRef | undefined;

  constructor(englishText: string, messageRef: MessageRef | undefined) {
    super(englishText);
    this.name = 'CloudFileError';
    this.messageRef = messageRef;
  }
}

export interface CloudFile {
  readonly document: CanvasDocument;
  readonly dtmNo: string;
  /** The folder the file is in (ROOT at the top). */
  readonly groupNo: string;
  readonly language: DtmsLanguage;
  /** The page audio the drive holds, by page number: what a save compares against. */
  readonly audio: ServerAudio;
}

const DEVICE_KINDS: Readonly<Record<string, DeviceModel>> = { '300': 320, '320': 320, '768': 768 };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** DTMS_JSON as the reader wants it: parsed if it came as text, its one snake_case key restored. */
function dtmsJsonOf(value: unknown): unknown {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new DtmsFormatError('NOT_JSON', 'DTMS_JSON is not JSON.');
    }
  }
  if (isObject(parsed) && !Object.hasOwn(parsed, 'lang_option') && Object.hasOwn(parsed, 'langOption')) {
    const { langOption, ...rest } = parsed;
    return { ...rest, lang_option: langOption };
  }
  return parsed;
}

function readDocument(detail: FileDetail): DtmsDocument {
  const json = dtmsJsonOf(detail.dtmsJson);
  const fallback = detail.deviceKind === null ? undefined : DEVICE_KINDS[detail.deviceKind];
  // A DTMA reads as a DTMS with its audio path set aside: the Canvas does not carry it.
  return isObject(json) && Object.hasOwn(json, 'audioPath') ? dtmaFromJson(json, fallback) : dtmsFromJson(json, fallback);
}

export async function loadCloudFile(api: CanvasDriveApi, dtmNo: string): Promise<CloudFile> {
  const result = await api.fileDetail(dtmNo);
  if (!result.ok) {
    const why = failureReason(result);
    throw new CloudFileError(`GET file ${dtmNo} failed with status ${result.status}`, why.kind === 'silent' ? undefined : (why.reason ?? { message: fileMessages.loadFailed }));
  }
  const detail = result.data;
  if (detail.dtmsJson === null || detail.dtmsJson === undefined) {
    throw new CloudFileError(`File ${dtmNo} (${detail.fileExtension}) has no tactile document.`, { message: canvasFileMessages.unsupported });
  }
  let dtms: DtmsDocument;
  try {
    dtms = readDocument(detail);
  } catch (error) {
    if (error instanceof DtmsFormatError) throw new CloudFileError(error.message, error.messageRef);
    throw error;
  }
  const descriptions = detail.pages.map((page) => ({ pageNo: page.pageNo, altText: page.altText }));
  const document = withPageAudio({ ...documentFromDtms(dtms, descriptions), title: detail.fileName }, detail.pages);
  return {
    document,
    dtmNo: detail.dtmNo,
    groupNo: detail.dtmGroupNo ?? ROOT_GROUP_NO,
    language: dtmsLanguageOf(dtms),
    audio: serverAudioOf(detail.dtmNo, document),
  };
}

/**
 * A Cloud file as a Canvas document, titled by its Cloud name. Throws
 * CloudFileError (with a catalogue message, or none when the session ended).
 */
export async function loadCloudDocument(api: ApiClient, dtmNo: string | number): Promise<CanvasDocument> {
  return (await loadCloudFile(createCanvasDriveApi(api), String(dtmNo))).document;
}
