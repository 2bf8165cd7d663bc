import type { IntlShape } from 'react-intl';
import { UPLOAD_REFUSAL_CODES } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import type { UploadOutcome } from '../api/types.ts';
import { dialogMessages as m } from './messages.ts';

// What an upload of several files came to, as one sentence group the dialog
// shows and the screen announces once: how many files were stored, and each
// refused file by name with its reason (issue 17 item 6).

export interface RefusedFile {
  readonly name: string;
  /** The server's code (UPLOAD_REFUSAL_CODES); the reason is translated from it. */
  readonly code: string;
}

export interface UploadSummary {
  readonly uploaded: number;
  readonly refused: readonly RefusedFile[];
  /** ZIP entries left out (listed on their own, with their reasons). */
  readonly skipped: number;
}

/** A stored upload: what it made, what it refused. */
export function summaryOfOutcome(outcome: UploadOutcome): UploadSummary {
  return {
    uploaded: outcome.items.length,
    refused: outcome.refused.map((refusal) => ({ name: refusal.name, code: refusal.code })),
    skipped: outcome.skipped.length,
  };
}

/**
 * A failed upload whose every file was refused for its own content: the
 * server answers one error per file, in the order they were sent, so each is
 * named by the file the dialog sent. Undefined for any other failure (the
 * request as a whole was refused: its size, the quota, the folder).
 */
export function summaryOfRefusal(failure: ApiFailure, files: readonly Pick<File, 'name'>[]): UploadSummary | undefined {
  const { errors } = failure;
  if (errors.length === 0 || errors.length !== files.length) return undefined;
  if (!errors.every((error) => UPLOAD_REFUSAL_CODES.includes(error.code))) return undefined;
  return { uploaded: 0, refused: errors.map((error, index) => ({ name: files[index]?.name ?? '', code: error.code })), skipped: 0 };
}

/** Whether the summary has anything to show beyond "n files uploaded." */
export function needsAttention(summary: UploadSummary): boolean {
  return summary.refused.length > 0 || summary.skipped > 0;
}

/** "3 files uploaded. 1 refused: x.exe — this kind of file cannot be uploaded." */
export function uploadResultText(intl: IntlShape, summary: UploadSummary): string {
  const parts = [intl.formatMessage(m.uploadResult, { uploaded: summary.uploaded })];
  if (summary.refused.length > 0) {
    parts.push(intl.formatMessage(m.refusedCount, { count: summary.refused.length }));
    parts.push(...summary.refused.map((file) => refusedFileText(intl, file)));
  }
  if (summary.skipped > 0) parts.push(intl.formatMessage(m.skippedCount, { count: summary.skipped }));
  return parts.join(' ');
}

/** "x.exe — this kind of file cannot be uploaded." */
export function refusedFileText(intl: IntlShape, file: RefusedFile): string {
  return intl.formatMessage(m.refusedFile, { name: file.name, code: file.code });
}
