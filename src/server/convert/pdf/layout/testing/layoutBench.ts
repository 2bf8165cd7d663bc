import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONVERT_LIMITS } from '../../../conversion.ts';
import { layoutToHtml } from '../layoutToHtml.ts';
import { readPdfLayout } from '../readPdfLayout.ts';
import { longTextHtml } from './fixtures.ts';
import { printUntagged } from './printPdf.ts';

// Pages per second of the ordinary PDF conversion (pdftohtml and the layout
// inference) on a text book printed by Chromium, for `npm run bench`.

export interface LayoutBench {
  readonly pages: number;
  readonly readMs: number;
  readonly inferMs: number;
  readonly pagesPerSecond: number;
}

export async function benchPdfLayout(pages = 100): Promise<LayoutBench> {
  const dir = await mkdtemp(join(tmpdir(), 'layout-bench-'));
  try {
    const pdf = join(dir, 'book.pdf');
    await writeFile(pdf, await printUntagged(longTextHtml(pages)));
    const started = performance.now();
    const read = await readPdfLayout(pdf, dir, DEFAULT_CONVERT_LIMITS);
    const readDone = performance.now();
    layoutToHtml(read.pages, {});
    const done = performance.now();
    return { pages: read.pages.length, readMs: readDone - started, inferMs: done - readDone, pagesPerSecond: (read.pages.length * 1000) / (done - started) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
