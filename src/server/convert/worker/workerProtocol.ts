import type { ConversionFailureCode, ConversionNote, ConvertLimits, ConvertQuality } from '../conversion.ts';

// What the server hands the conversion worker process, and what it leaves
// behind. Both are files in the job's private folder: the request as JSON
// (argv[2]), the answer as `answer.json` with each picture in its own file
// beside it — no picture bytes pass through JSON or a pipe.

export type WorkerTask = 'convert' | 'plain-text';

export interface WorkerRequest {
  readonly task: WorkerTask;
  readonly inputPath: string;
  readonly workDir: string;
  readonly quality: ConvertQuality;
  readonly limits: ConvertLimits;
  /** Tesseract languages for OCR; empty: those installed of kor and eng. */
  readonly ocrLanguages: readonly string[];
}

export interface WorkerImage {
  readonly id: string;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  /** The picture's file name in workDir. */
  readonly file: string;
}

export type WorkerAnswer =
  | {
      readonly ok: true;
      readonly task: 'convert';
      readonly htmlFile: string;
      readonly images: readonly WorkerImage[];
      readonly notes: readonly ConversionNote[];
      readonly sourcePages: number;
      readonly engine: string;
    }
  | { readonly ok: true; readonly task: 'plain-text'; readonly textFile: string; readonly pages: number }
  | { readonly ok: false; readonly code: ConversionFailureCode; readonly message: string };

export const ANSWER_FILE = 'answer.json';
