import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, isAccepted, sniff, type SniffedKind, type UploadContext } from '../../../core/files/index.ts';
import { BlobTooLargeError } from '../../blobs/blobStore.ts';
import type { DriveDeps } from '../driveDeps.ts';
import type { Stash } from './stash.ts';
import { newWatched, peekHead, watch, type Watched } from './streams.ts';
import { uploadErrors, type UploadError } from './uploadErrors.ts';

// One file's bytes, from the wire (or a ZIP entry) to where they rest: the
// first bytes are sniffed before anything is written, then the content
// streams to a blob (images, audio, tactile files), a spool file (a ZIP,
// which needs random access) or memory (upload-to-json, small by rule),
// counted against every limit as it passes.

/** Where the content goes, chosen from its sniffed kind. */
export type SinkKind = 'files' | 'audio' | 'spool' | 'memory';

export interface ReceiveOptions {
  /** The name the client gave; a hint for sniffing only. */
  readonly fileName: string;
  readonly context: UploadContext;
  /** The error to throw for a kind not taken here; by default, 415 for kinds the context does not accept. */
  readonly refuse?: (kind: SniffedKind) => Error | undefined;
  readonly sinkFor: (kind: SniffedKind) => SinkKind;
  /** The most bytes left for this file by the request's limit, and by the owner's space (blob sinks only). */
  readonly requestBytes: number;
  readonly quotaBytes: number;
  /** Whether the source was cut short by the multipart parser's own size limit. */
  readonly truncated?: () => boolean;
  /** Turns errors of the source into the answer they deserve (a broken upload, a broken ZIP entry). */
  readonly sourceError: (error: unknown) => unknown;
}

export interface Received {
  readonly fileName: string;
  readonly kind: SniffedKind;
  readonly size: number;
  readonly watched: Watched;
  readonly blobKey?: string;
  readonly spoolPath?: string;
  readonly bytes?: Buffer;
}

/** A file kind is read whole to be checked (JSON, DTM, Braille ASCII), so it has the parse limit. */
export function isReadWhole(kind: SniffedKind): boolean {
  return kind === 'dtms-json' || kind === 'dtm' || kind === 'braille-ascii';
}

interface Cap {
  readonly bytes: number;
  readonly error: () => UploadError;
}

/** Counts bytes as they pass and fails past `maxBytes`, for sinks without a limit of their own. */
function limit(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new BlobTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

function memorySink(chunks: Buffer[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
}

/**
 * Sniffs, checks the kind is accepted here, and stores the content. Throws
 * an UploadError (unsupported type, too large, out of space) or the mapped
 * source error; whatever was written is in `stash` for the caller to discard.
 */
export async function receiveFile(source: Readable, options: ReceiveOptions, deps: DriveDeps, stash: Stash): Promise<Received> {
  const { head, rest } = await peekHead(source, SNIFF_BYTES, options.sourceError);
  const kind = sniff(head, options.fileName);
  const refusal = options.refuse ? options.refuse(kind) : isAccepted(options.context, kind) ? undefined : uploadErrors.unsupported(options.context);
  if (refusal) {
    rest.destroy();
    throw refusal;
  }
  const sink = options.sinkFor(kind);
  const caps: Cap[] = [];
  if (sink === 'memory' || isReadWhole(kind)) caps.push({ bytes: deps.config.parseLimitBytes, error: () => uploadErrors.tooLargeToRead(deps.config.parseLimitBytes) });
  caps.push({ bytes: options.requestBytes, error: () => uploadErrors.tooLarge(deps.config.uploadLimitBytes) });
  if (sink === 'files' || sink === 'audio') caps.push({ bytes: options.quotaBytes, error: uploadErrors.quota });
  // The smallest cap decides both where the stream stops and what the client is told.
  const cap = caps.reduce((smallest, next) => (next.bytes < smallest.bytes ? next : smallest));
  const maxBytes = Math.max(0, cap.bytes);
  const watched = newWatched();
  const received = { fileName: options.fileName, kind, watched };

  try {
    // Each sink is the last stage of one pipeline that owns every stream from
    // the first byte: a dropped connection or a cut multipart body fails that
    // pipeline and nothing else (an error on a stream with no listener would
    // end the process).
    if (sink === 'files' || sink === 'audio') {
      const blobKey = `${sink}/${randomUUID()}`;
      stash.addBlob(blobKey);
      await pipeline(rest, watch(watched), deps.blobs.writer(blobKey, { maxBytes }));
      checkTruncation(options, deps);
      return { ...received, size: watched.size, blobKey };
    }
    if (sink === 'spool') {
      const spoolPath = join(deps.tmpDir, `upload-${randomUUID()}.zip`);
      stash.addPath(spoolPath);
      await pipeline(rest, watch(watched), limit(maxBytes), spoolFile(deps.tmpDir, spoolPath));
      checkTruncation(options, deps);
      return { ...received, size: watched.size, spoolPath };
    }
    const chunks: Buffer[] = [];
    await pipeline(rest, watch(watched), limit(maxBytes), memorySink(chunks));
    checkTruncation(options, deps);
    return { ...received, size: watched.size, bytes: Buffer.concat(chunks) };
  } catch (error) {
    rest.destroy();
    if (error instanceof BlobTooLargeError) throw cap.error();
    throw error;
  }
}

/** A spool file's writer, its folder made inside the pipeline (no await between the source and its sink). */
function spoolFile(dir: string, path: string): (source: AsyncIterable<Buffer>) => Promise<void> {
  return async (source) => {
    await mkdir(dir, { recursive: true });
    await pipeline(source, createWriteStream(path, { flags: 'wx' }));
  };
}

function checkTruncation(options: ReceiveOptions, deps: DriveDeps): void {
  if (options.truncated?.()) throw uploadErrors.tooLarge(deps.config.uploadLimitBytes);
}
