import {
  DAISY_FAILURE_CODES,
  type DaisyFailureCode,
  type DaisyVoice,
  type WireDaisyAudio,
  type WireDaisyContents,
  type WireDaisyHeading,
  type WireDaisyPage,
  type WireDaisyPhrase,
  type WireDaisyStarted,
  type WireDaisyState,
} from '../../../../shared/api/daisy.ts';
import type { CamelKeys } from '../../../api/camelKeys.ts';
import { DRIVE_ERROR_CODES, DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiFailure, ApiResult } from '../../../api/apiTypes.ts';
import { downloadAttachment, type DownloadDeps } from '../../../api/downloadAttachment.ts';

// DAISY 3 talking books (issue 23, shared/api/daisy.ts): start one, follow
// it, download it, read its navigation. Answers come back camelCased by the
// client, so the types here are the wire words camelCased (api/camelKeys.ts). While a book
// is being made, GET /doc/daisy and /doc/daisy-contents answer 202, which the
// client reads as a failure with status 202: each call below turns that, a
// 404 DAISY_NOT_FOUND and a 409 DAISY_FAILED into a result of its own kind.

/** What the export dialog asks for. */
export interface DaisyRequest {
  /** False: a text-only book (`AUDIO=N`); voice and rate are then not sent. */
  readonly audio: boolean;
  readonly voice: DaisyVoice;
  /** Words per minute, within DAISY_RATE. */
  readonly rate: number;
}

/** POST /doc/daisy-convert's 201. */
export type DaisyStarted = CamelKeys<WireDaisyStarted>;
/** GET /doc/daisy-status. */
export type DaisyState = CamelKeys<WireDaisyState>;
export type DaisyAudioFile = CamelKeys<WireDaisyAudio>;
export type DaisyHeading = CamelKeys<WireDaisyHeading>;
export type DaisyPage = CamelKeys<WireDaisyPage>;
export type DaisyPhrase = CamelKeys<WireDaisyPhrase>;
/** GET /doc/daisy-contents's 200. */
export type DaisyContents = CamelKeys<WireDaisyContents>;

/** Why there is no book to give: being made, none made, or the latest failed (with its code). */
export type DaisyNotReady =
  | { readonly kind: 'pending' }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly code: DaisyFailureCode; readonly message: string }
  /** Anything else: the document is missing or not the user's (404), the session ended, no answer… */
  | { readonly kind: 'error'; readonly failure: ApiFailure };

export type DaisyContentsResult = { readonly kind: 'ready'; readonly contents: DaisyContents } | DaisyNotReady;

export type DaisyDownloadResult = { readonly kind: 'saved'; readonly name: string } | DaisyNotReady;

const auth = true;

/** The failure code a 409 DAISY_FAILED names (in its message, or ERROR_CODE in its body); INTERNAL when it names none we know. */
function failureCodeOf(failure: ApiFailure, message: string): DaisyFailureCode {
  const body = failure.body;
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['errorCode'] : undefined;
  const known = (value: unknown): DaisyFailureCode | undefined => DAISY_FAILURE_CODES.find((code) => code === value);
  return known(fromBody) ?? DAISY_FAILURE_CODES.find((code) => new RegExp(`\\b${code}\\b`).test(message)) ?? 'INTERNAL';
}

/** A refusal of GET /doc/daisy or /doc/daisy-contents, by kind. */
export function daisyNotReady(failure: ApiFailure): DaisyNotReady {
  if (failure.sessionProblem !== undefined) return { kind: 'error', failure };
  if (failure.status === 202) return { kind: 'pending' };
  const daisyError = (code: string) => failure.errors.find((error) => error.code === code);
  if (daisyError(DRIVE_ERROR_CODES.daisyNotFound)) return { kind: 'none' };
  const failed = daisyError(DRIVE_ERROR_CODES.daisyFailed);
  if (failed) return { kind: 'failed', code: failureCodeOf(failure, failed.msg), message: failed.msg };
  return { kind: 'error', failure };
}

/** POST /doc/daisy-convert (JSON: DTM_NO, FORMAT, AUDIO, and VOICE and RATE for an audio book): 201 once queued. */
export function startDaisy(client: ApiClient, dtmNo: string, request: DaisyRequest): Promise<ApiResult<DaisyStarted>> {
  const body = request.audio ? { dtmNo, format: 'DAISY3', audio: 'Y', voice: request.voice, rate: request.rate } : { dtmNo, format: 'DAISY3', audio: 'N' };
  return client.post<DaisyStarted>(DRIVE_PATHS.daisyConvert, { auth, body });
}

/** GET /doc/daisy-status: the document's latest book (NONE when none was asked for). */
export function daisyStatus(client: ApiClient, dtmNo: string): Promise<ApiResult<DaisyState>> {
  return client.get<DaisyState>(DRIVE_PATHS.daisyStatus, { auth, query: { dtmNo } });
}

/** GET /doc/daisy-contents: the made book's navigation for the player, or why there is none yet. */
export async function daisyContents(client: ApiClient, dtmNo: string): Promise<DaisyContentsResult> {
  const result = await client.get<DaisyContents>(DRIVE_PATHS.daisyContents, { auth, query: { dtmNo } });
  return result.ok ? { kind: 'ready', contents: result.data } : daisyNotReady(result);
}

/** GET /doc/daisy: the book's ZIP, saved under the server's name (`<name>.zip` if it gives none), or why not. */
export async function downloadDaisy(deps: DownloadDeps, doc: { readonly dtmNo: string; readonly name: string }): Promise<DaisyDownloadResult> {
  const query = new URLSearchParams({ DTM_NO: doc.dtmNo });
  const result = await downloadAttachment(deps, `${DRIVE_PATHS.daisy}?${query.toString()}`, `${doc.name}.zip`);
  return result.ok ? { kind: 'saved', name: result.data } : daisyNotReady(result);
}
