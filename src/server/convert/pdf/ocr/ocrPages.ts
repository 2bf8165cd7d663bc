// OCR for the pages of a PDF that have no text layer (high quality, issue
// 21): each page is drawn by pdftoppm, read by Tesseract, and given back as
// the shared page layout (lines in PDF points with estimated font sizes, and
// figures), which the layout inference turns into the document as it does a
// text layer. Pictures Tesseract finds on the page are cut out, in colour,
// as the conversion's images (pageFigures.ts). What a person should check comes back as
// notes: each page read by OCR with its mean confidence, and the lines read
// with little confidence.
//
// Two pages are read at once (the conversion machines have two cores; each
// Tesseract runs on one thread); every tool run has its own timeout, within
// the conversion's whole time limit. The first failure stops the rest.

import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConversionFailure, type ConversionNote, type ConvertedImage, type ConvertLimits } from '../../conversion.ts';
import type { PageLayout } from '../pageLayout.ts';
import { readHocr } from './hocr.ts';
import { defaultOcrDpi, isCjkPack, resolveOcrLanguages } from './ocrLanguages.ts';
import { ocrPageNotes } from './ocrNotes.ts';
import { cutOutFigures } from './pageFigures.ts';
import { pageSizes, renderDpi, renderPageForOcr, type PageSize } from './pageRender.ts';
import { readPage } from './pageReading.ts';
import { readWithTesseract, type PageSegmentation } from './tesseractPage.ts';

export interface OcrOptions {
  /** Tesseract packs; empty: Korean and English, those installed. */
  readonly languages: readonly string[];
  readonly limits: ConvertLimits;
  /** Resolution pages are read at; by default 150 dpi when a CJK pack is read with English, else 300 (see defaultOcrDpi). */
  readonly dpi?: number;
}

export interface OcrResult {
  /** One per page asked for, in the order asked. */
  readonly layouts: PageLayout[];
  readonly images: ConvertedImage[];
  readonly notes: ConversionNote[];
}

/** Pages read at once. */
const CONCURRENT_PAGES = 2;
/**
 * A page is first read as one column (Tesseract's mode 4, which reads Hangul
 * lines whole). When that finds this many lines made of two runs of text
 * side by side, the page is set in columns, and unless it is mostly Korean it
 * is read again finding columns (mode 3), which keeps each column's lines
 * together: 54% of a two-column page's words in order as one column, 100%
 * with columns. A table's short cells do not count as running text. Without
 * a CJK pack every page is read finding columns at once.
 */
const MIN_SIDE_BY_SIDE_LINES = 3;
const MAX_HANGUL_FOR_COLUMNS = 0.3;
/**
 * A page whose letters are mostly Hangul, read with Korean and another pack,
 * is read again with the Korean pack alone, and each line kept from the
 * reading Tesseract is surer of (lineChoice.ts). Measured: 90.9% of the
 * Korean test page's words with kor+eng alone, 92.0% with the second
 * reading (another page, at 11 pt: 94.3% and 95.5%), for a second Tesseract
 * run on Korean pages. Not needed with the Hangul script pack (see
 * ocrLanguages.ts), which is not a competing alphabet.
 */
const MIN_HANGUL_FOR_KOREAN_ONLY = 0.5;

interface PageResult {
  readonly layout: PageLayout;
  readonly images: ConvertedImage[];
  readonly notes: ConversionNote[];
}

/** Runs `work` over `items`, `limit` at a time, results in order; after a failure no new item starts, and the first failure is thrown. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

/** What all pages of one call share. */
interface OcrRun {
  readonly input: string;
  readonly languages: readonly string[];
  readonly wantedDpi: number;
  readonly workDir: string;
  readonly limits: ConvertLimits;
  readonly deadline: number;
  /** How each page is read first (see MIN_SIDE_BY_SIDE_LINES). */
  readonly firstSegmentation: PageSegmentation;
  /** Figures cut out so far, on all pages (see pageFigures.ts). */
  figures: number;
}

async function ocrPage(run: OcrRun, page: number, size: PageSize): Promise<PageResult> {
  const { input: inputPath, languages, wantedDpi, workDir, limits, deadline } = run;
  const folder = join(workDir, `ocr-page-${page}`);
  await mkdir(folder, { recursive: true });
  try {
    const dpi = renderDpi(size, wantedDpi);
    const image = await renderPageForOcr(inputPath, page, dpi, folder, limits, deadline);
    const read = async (segmentation: PageSegmentation, packs: readonly string[]) => {
      const { hocr, text } = await readWithTesseract(image, page, dpi, packs, segmentation, folder, limits, deadline);
      return { page: readHocr(hocr), text };
    };
    const first = await read(run.firstSegmentation, languages);
    let reading = readPage(first.page, first.text, dpi);
    const cjkOnly = languages.filter(isCjkPack);
    if (run.firstSegmentation === 4 && reading.sideBySideLines >= MIN_SIDE_BY_SIDE_LINES && reading.hangulShare < MAX_HANGUL_FOR_COLUMNS) {
      const columns = await read(3, languages);
      reading = readPage(columns.page, columns.text, dpi);
    } else if (reading.hangulShare >= MIN_HANGUL_FOR_KOREAN_ONLY && cjkOnly.length > 0 && cjkOnly.length < languages.length) {
      reading = readPage(first.page, first.text, dpi, await read(run.firstSegmentation, cjkOnly));
    }
    await rm(image, { force: true });
    const { figures, images, notes } = await cutOutFigures({ inputPath, page, size, readDpi: dpi, folder, limits, deadline, counter: run }, reading.figures);
    const layout: PageLayout = { page, width: reading.width || size.width, height: reading.height || size.height, lines: reading.lines, figures, ocr: true };
    return { layout, images, notes: [...ocrPageNotes(page, reading.lines, reading.confidence, `${languages.join('+')}, ${dpi} dpi`), ...notes] };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Reads `pages` (1-based) of the PDF at `inputPath` by OCR, using `workDir` for pictures. */
export async function ocrPages(inputPath: string, pages: readonly number[], workDir: string, options: OcrOptions): Promise<OcrResult> {
  const { limits } = options;
  const deadline = Date.now() + limits.timeoutMs;
  if (pages.length === 0) return { layouts: [], images: [], notes: [] };
  if (pages.some((page) => !Number.isInteger(page) || page < 1)) throw new ConversionFailure('INTERNAL', 'OCR was asked for a page number that is not a positive whole number.');
  if (pages.length > limits.maxPages) throw new ConversionFailure('TOO_MANY_PAGES', `OCR was asked for ${pages.length} pages; at most ${limits.maxPages} are converted.`);
  const input = resolve(inputPath);
  await mkdir(workDir, { recursive: true });
  const languages = await resolveOcrLanguages(options.languages, workDir);
  const wantedDpi = options.dpi ?? defaultOcrDpi(languages);
  const first = pages.reduce((low, page) => Math.min(low, page));
  const last = pages.reduce((high, page) => Math.max(high, page));
  const sizes = await pageSizes(input, first, last, workDir, limits, deadline);
  const firstSegmentation = languages.some(isCjkPack) ? 4 : 3;
  const run: OcrRun = { input, languages, wantedDpi, workDir, limits, deadline, firstSegmentation, figures: 0 };
  const results = await mapLimited(pages, CONCURRENT_PAGES, (page) => {
    const size = sizes.get(page);
    if (!size) throw new ConversionFailure('DAMAGED', `Page ${page} has no size (the PDF has fewer pages, or the page is damaged).`);
    return ocrPage(run, page, size);
  });
  return { layouts: results.map((result) => result.layout), images: results.flatMap((result) => result.images), notes: results.flatMap((result) => result.notes) };
}
