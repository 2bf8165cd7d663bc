// Pictures of PDF pages, drawn by poppler's pdftoppm through the fenced tool
// runner: a whole page in grey for Tesseract, and a region of a page in
// colour for a figure. Measured on an A4 page: an uncompressed TIFF is drawn
// in half the time of a PNG (0.27 s against 0.58 s at 300 dpi) and read by
// Tesseract 0.2 s sooner, for the same pixels, so pages go to Tesseract as
// TIFF; figures are kept as PNG. A page's size decides how finely it may be
// drawn: a hostile page 200 inches wide is drawn coarser, never as a
// billion-pixel picture.

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConversionFailure, type ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import type { Box } from './hocr.ts';

/** Pixels of one page picture at most (A4 at 300 dpi is 8.7 million; A2 35 million). */
export const MAX_PAGE_PIXELS = 40_000_000;
/** Wall time of one pdftoppm run at most, within the conversion's own. */
const RENDER_TIMEOUT_MS = 60_000;

export interface PageSize {
  /** Points, as drawn (a page's rotation applied). */
  readonly width: number;
  readonly height: number;
}

/** The time left before `deadline` for one tool, at most `cap`; none left is TIMED_OUT. */
export function timeLeft(deadline: number, cap: number, what: string): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new ConversionFailure('TIMED_OUT', `The conversion ran out of time before ${what}.`);
  return Math.min(left, cap);
}

/** The sizes of pages `first`–`last`, from pdfinfo. */
export async function pageSizes(inputPath: string, first: number, last: number, workDir: string, limits: ConvertLimits, deadline: number): Promise<Map<number, PageSize>> {
  const { stdout } = await runTool({
    command: 'pdfinfo',
    args: ['-f', String(first), '-l', String(last), inputPath],
    workDir,
    timeoutMs: timeLeft(deadline, RENDER_TIMEOUT_MS, 'reading page sizes'),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: 64 * 1024 + (last - first + 1) * 256,
  }).catch((error: unknown) => {
    // Poppler opens an encrypted PDF only with its password, and says so.
    if (error instanceof ConversionFailure && error.code === 'DAMAGED' && /incorrect password/i.test(error.message)) {
      throw new ConversionFailure('ENCRYPTED', 'The PDF is encrypted with a password, so its pages cannot be drawn for OCR.');
    }
    throw error;
  });
  const sizes = new Map<number, PageSize>();
  const rotations = new Map<number, number>();
  for (const line of stdout.toString('utf8').split('\n')) {
    const size = /^Page\s+(\d+)\s+size:\s+([\d.]+)\s+x\s+([\d.]+)/.exec(line);
    if (size) sizes.set(Number(size[1]), { width: Number(size[2]), height: Number(size[3]) });
    const rotation = /^Page\s+(\d+)\s+rot:\s+(-?\d+)/.exec(line);
    if (rotation) rotations.set(Number(rotation[1]), Number(rotation[2]));
  }
  for (const [page, size] of sizes) {
    if (Math.abs(rotations.get(page) ?? 0) % 180 === 90) sizes.set(page, { width: size.height, height: size.width });
  }
  return sizes;
}

/** `wanted` dpi, or less so that the page's picture stays under MAX_PAGE_PIXELS. */
export function renderDpi(size: PageSize, wanted: number): number {
  const squareInches = Math.max(1e-6, (size.width / 72) * (size.height / 72));
  return Math.max(1, Math.min(wanted, Math.floor(Math.sqrt(MAX_PAGE_PIXELS / squareInches))));
}

/** Page `page` drawn in grey at `dpi` as an uncompressed TIFF in `folder`; its path. */
export async function renderPageForOcr(inputPath: string, page: number, dpi: number, folder: string, limits: ConvertLimits, deadline: number): Promise<string> {
  const base = join(folder, 'page');
  await runTool({
    command: 'pdftoppm',
    args: ['-r', String(dpi), '-f', String(page), '-l', String(page), '-gray', '-tiff', '-tiffcompression', 'none', '-singlefile', inputPath, base],
    workDir: folder,
    timeoutMs: timeLeft(deadline, RENDER_TIMEOUT_MS, `drawing page ${page}`),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: 64 * 1024,
  });
  const path = `${base}.tif`;
  await stat(path).catch(() => {
    throw new ConversionFailure('DAMAGED', `Page ${page} could not be drawn for OCR.`);
  });
  return path;
}

/** The region `box` (pixels at `boxDpi`) of page `page`, drawn in colour at `dpi` as PNG bytes. */
export async function renderRegion(inputPath: string, page: number, box: Box, boxDpi: number, dpi: number, folder: string, limits: ConvertLimits, deadline: number): Promise<Uint8Array> {
  const scale = dpi / boxDpi;
  const base = join(folder, `region-${box.left}-${box.top}-${dpi}`);
  const args = [
    ['-r', String(dpi)],
    ['-f', String(page), '-l', String(page)],
    ['-x', String(Math.floor(box.left * scale)), '-y', String(Math.floor(box.top * scale))],
    ['-W', String(Math.max(1, Math.ceil((box.right - box.left) * scale))), '-H', String(Math.max(1, Math.ceil((box.bottom - box.top) * scale)))],
    ['-png', '-singlefile', inputPath, base],
  ].flat();
  await runTool({
    command: 'pdftoppm',
    args,
    workDir: folder,
    timeoutMs: timeLeft(deadline, RENDER_TIMEOUT_MS, `cutting out a figure of page ${page}`),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: 64 * 1024,
  });
  const path = `${base}.png`;
  const size = (await stat(path).catch(() => undefined))?.size;
  if (size === undefined) throw new ConversionFailure('DAMAGED', `A figure of page ${page} could not be drawn.`);
  return new Uint8Array(await readFile(path));
}
