// One page picture read by Tesseract, through the fenced tool runner, in one
// run that writes both hOCR (boxes, block kinds, line metrics) and plain text
// (the spaces between words; see wordSpacing.ts).
//
// Page segmentation modes, measured on pages printed by Chromium: mode 1
// (automatic, with orientation detection) turned a Korean page upside down
// ("weak margin, but using orientation anyway") and read 6% of its words;
// mode 3 (automatic, no orientation) splits Hangul lines into their
// syllables' top and bottom halves and read 6–74% of Korean pages, but reads
// a two-column English page in order (100%); mode 4 (one column of text of
// varying sizes) read 91–100% of the Korean and 97% of the English pages,
// and still reports picture regions and rules, but reads a two-column page
// row by row across both columns (54% of the words in order). ocrPages.ts
// chooses between them.
//
// One thread (OMP_THREAD_LIMIT=1): pages are read two at a time instead, which
// on a two-core machine is faster than one page on two threads.

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConversionFailure, type ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import { timeLeft } from './pageRender.ts';

/** Wall time of one page's Tesseract run at most (about a second for an A4 page here). */
const READ_TIMEOUT_MS = 120_000;
/** Bytes of one page's hOCR or text at most: a dense page makes some 200 kB of hOCR. */
const MAX_RESULT_BYTES = 16 * 1024 * 1024;

export interface TesseractResult {
  readonly hocr: string;
  readonly text: string;
}

async function readResult(path: string, page: number): Promise<string> {
  const size = (await stat(path).catch(() => undefined))?.size;
  if (size === undefined) throw new ConversionFailure('INTERNAL', `Tesseract wrote no result for page ${page}.`);
  if (size > MAX_RESULT_BYTES) throw new ConversionFailure('TOO_LARGE', `Tesseract's reading of page ${page} is larger than ${MAX_RESULT_BYTES} bytes.`);
  return readFile(path, 'utf8');
}

/** Tesseract's page segmentation: 3 finds columns, 4 reads one column (and Hangul). */
export type PageSegmentation = 3 | 4;

/** The picture at `imagePath` (page `page`, drawn at `dpi`) read with `languages`. */
export async function readWithTesseract(
  imagePath: string,
  page: number,
  dpi: number,
  languages: readonly string[],
  segmentation: PageSegmentation,
  folder: string,
  limits: ConvertLimits,
  deadline: number,
): Promise<TesseractResult> {
  const base = join(folder, `ocr-psm${segmentation}`);
  await runTool({
    command: 'tesseract',
    args: [imagePath, base, '--dpi', String(dpi), '--psm', String(segmentation), '-l', languages.join('+'), 'hocr', 'txt'],
    workDir: folder,
    timeoutMs: timeLeft(deadline, READ_TIMEOUT_MS, `reading page ${page}`),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: 1024 * 1024,
    env: { OMP_THREAD_LIMIT: '1' },
  });
  return { hocr: await readResult(`${base}.hocr`, page), text: await readResult(`${base}.txt`, page) };
}
