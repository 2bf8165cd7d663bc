import type { IntlShape } from 'react-intl';
import type { ConvertQuality } from '../../../../shared/api/conversion.ts';
import type { UploadOutcome } from '../api/types.ts';
import { splitChosenFiles } from '../conversion/conversionFiles.ts';
import { documentFailureText } from '../conversion/documentFailure.ts';
import { conversionMessages } from '../conversion/messages.ts';
import { driveFailureMessage } from '../state/driveErrors.ts';
import { driveErrorMessages } from '../state/messages.ts';
import type { DocumentUploader } from '../state/useConversionUploader.ts';
import type { Uploader } from '../state/useUploader.ts';
import { dialogMessages as m } from './messages.ts';
import { needsAttention, refusedFileText, summaryOfOutcome, summaryOfRefusal, uploadResultText } from './uploadResult.ts';

// One press of Upload over a mixed choice (issue 21): the tactile files go
// together to the drive's upload as before (one request, which the server
// takes or refuses per file), then each PDF or DOCX alone to the conversion
// (one request, one document, one job each), so a refused document never
// holds back the others. Progress is counted over the bytes of all of them.

export interface BatchReport {
  /** Everything in words, said once: what was stored, what started converting, what was refused. */
  readonly text: string;
  /** Each refused file with its reason (listed). */
  readonly refused: readonly string[];
  /** ZIP entries left out. */
  readonly skipped: UploadOutcome['skipped'];
  /** Something was stored or started converting (the listing changed). */
  readonly stored: boolean;
  /** Something was refused or left out: the dialog stays to list it. */
  readonly needsAttention: boolean;
  /** Something was refused (not only ZIP entries left out): the result is told as an error. */
  readonly problem: boolean;
}

/** done: all sent; stopped: the user stopped it (what was sent before stays); failed: the tactile upload alone was refused whole. */
export interface BatchOutcome {
  readonly kind: 'done' | 'stopped' | 'failed';
  readonly report: BatchReport;
}

export interface BatchRequest {
  readonly intl: IntlShape;
  readonly files: readonly File[];
  readonly folderNo: string;
  readonly quality: ConvertQuality;
  readonly upload: Uploader;
  readonly uploadDocument: DocumentUploader;
  /** Whole percent of all the bytes chosen. */
  readonly onProgress: (percent: number) => void;
  readonly signal: AbortSignal;
}

const bytesOf = (files: readonly File[]) => files.reduce((sum, file) => sum + Math.max(1, file.size), 0);

export async function uploadBatch(request: BatchRequest): Promise<BatchOutcome> {
  const { intl, folderNo, signal } = request;
  const { tactile, documents } = splitChosenFiles(request.files);
  const total = bytesOf(request.files);
  let sent = 0;
  let last = -1;
  const progressOf = (bytes: number) => (percent: number) => {
    const overall = Math.min(100, Math.floor(((sent + (bytes * percent) / 100) / total) * 100));
    if (overall === last) return;
    last = overall;
    request.onProgress(overall);
  };

  const parts: string[] = [];
  const refused: string[] = [];
  let skipped: UploadOutcome['skipped'] = [];
  let stored = false;
  let attention = false;
  let problem = false;
  const report = (): BatchReport => ({ text: parts.join(' '), refused, skipped, stored, needsAttention: attention, problem });

  if (tactile.length > 0) {
    const bytes = bytesOf(tactile);
    const result = await request.upload(tactile, folderNo, progressOf(bytes), signal);
    sent += bytes;
    if ('aborted' in result) return { kind: 'stopped', report: report() };
    if (result.ok) {
      const summary = summaryOfOutcome(result.data);
      parts.push(uploadResultText(intl, summary));
      refused.push(...summary.refused.map((file) => refusedFileText(intl, file)));
      skipped = result.data.skipped;
      stored = true;
      attention = needsAttention(summary);
      problem = summary.refused.length > 0;
    } else {
      // Every file refused for its own content: each named with its reason.
      const refusal = summaryOfRefusal(result, tactile);
      if (refusal) {
        parts.push(uploadResultText(intl, refusal));
        refused.push(...refusal.refused.map((file) => refusedFileText(intl, file)));
      } else {
        // Undefined when the session ended: its alert has said it.
        const message = driveFailureMessage(result, driveErrorMessages.uploadFailed);
        const text = message ? intl.formatMessage(message.message, message.values) : '';
        if (documents.length === 0) return { kind: 'failed', report: { ...report(), text } };
        parts.push(text);
      }
      attention = true;
      problem = true;
    }
  }

  let started = 0;
  const refusedDocuments: string[] = [];
  let stopped = false;
  for (const file of documents) {
    const bytes = Math.max(1, file.size);
    const result = await request.uploadDocument({ file, folderNo, quality: request.quality }, progressOf(bytes), signal);
    sent += bytes;
    if ('aborted' in result) {
      stopped = true;
      break;
    }
    if (result.ok) started += 1;
    else refusedDocuments.push(intl.formatMessage(conversionMessages.refusedDocument, { name: file.name, reason: documentFailureText(intl, result) }));
  }
  if (started > 0) {
    stored = true;
    parts.push(intl.formatMessage(conversionMessages.started, { count: started }));
  }
  if (refusedDocuments.length > 0) {
    if (!stored && tactile.length === 0) parts.push(intl.formatMessage(m.uploadResult, { uploaded: 0 }));
    parts.push(intl.formatMessage(m.refusedCount, { count: refusedDocuments.length }), ...refusedDocuments);
    refused.push(...refusedDocuments);
    attention = true;
    problem = true;
  }
  return { kind: stopped ? 'stopped' : 'done', report: report() };
}
