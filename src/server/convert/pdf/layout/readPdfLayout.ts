import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConversionFailure, type ConversionNote, type ConvertedImage, type ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import type { PageLayout } from '../pageLayout.ts';
import { collectFigures } from './figures.ts';
import { trimLinkExtents } from './linkExtent.ts';
import { parsePdf2Xml } from './pdf2xml.ts';
import { parseWordBoxes, splitAtWordGaps, type WordBox } from './wordGaps.ts';
import { textLinesOf } from './textLines.ts';

// A PDF's text layer as page layouts, read by poppler's `pdftohtml -xml`
// (through runTool, so with its fences). Coordinates are asked at zoom 1 and
// unrounded, so they are PDF points as PageLayout wants (pdftohtml's default
// zoom of 1.5 also misplaces link areas onto neighbouring text). The pieces:
//   pdf2xml.ts     the XML, read by a tokenizer that expands nothing
//   wordGaps.ts    lines cut where pdftotext -bbox shows their words far apart
//   linkExtent.ts  links put back on their own coloured words
//   textLines.ts   each <text> as TextLines: font size, bold and italic from the
//                  font's name or <b>/<i>, ligatures spelled out, links checked (links.ts)
//   figures.ts     pictures pdftohtml cut out, as ConvertedImages and PageFigures

export interface ReadPdfLayoutOptions {
  /** Cut the pictures out as figures (default true); false runs pdftohtml with -i. */
  readonly figures?: boolean;
  /** Read invisible text too (default true): an OCR'd scan keeps its words in invisible text. */
  readonly hidden?: boolean;
  /** Cut lines where their words stand more than an em apart, from pdftotext's word boxes (default true): table cells pdftohtml joined. */
  readonly wordGaps?: boolean;
  /**
   * Ignore the PDF's "do not copy" permission (default true). The book is
   * converted for a reader who cannot read print; the user password, if any,
   * still stops it (ENCRYPTED).
   */
  readonly ignoreCopyProtection?: boolean;
}

export interface PdfLayout {
  readonly pages: readonly PageLayout[];
  /** The figures' pictures, named by PageFigure.imageId. */
  readonly images: readonly ConvertedImage[];
  /** Pictures left out, and why. */
  readonly notes: readonly ConversionNote[];
}

/** The folder of workDir pdftohtml writes pictures into. */
const FIGURE_FOLDER = 'layout-figures';

export async function readPdfLayout(givenPath: string, workDir: string, limits: ConvertLimits, options: ReadPdfLayoutOptions = {}): Promise<PdfLayout> {
  // Absolute, so that no file name can be taken for an option ("-opw…").
  const inputPath = resolve(givenPath);
  const figures = options.figures ?? true;
  if (figures) await mkdir(join(workDir, FIGURE_FOLDER), { recursive: true });
  const args = [
    '-xml',
    '-stdout',
    '-enc',
    'UTF-8',
    '-fontfullname',
    '-zoom',
    '1',
    '-noroundcoord',
    // One page more than allowed is enough to know there are too many.
    '-l',
    String(limits.maxPages + 1),
    ...(figures ? [] : ['-i']),
    ...((options.hidden ?? true) ? ['-hidden'] : []),
    ...((options.ignoreCopyProtection ?? true) ? ['-nodrm'] : []),
    inputPath,
    // With -stdout, this names only the pictures: workDir/layout-figures/fig-<page>_<n>.png.
    `${FIGURE_FOLDER}/fig`,
  ];
  // The XML says much more than the HTML (a box per line, per word for pdftotext), so it may be a few times larger.
  const maxOutputBytes = 4 * limits.maxHtmlBytes + 1024 * 1024;
  const words = (options.wordGaps ?? true) ? wordBoxes(inputPath, workDir, limits, maxOutputBytes) : Promise.resolve([]);
  let stdout: Buffer;
  try {
    ({ stdout } = await runTool({ command: 'pdftohtml', args, workDir, timeoutMs: limits.timeoutMs, memoryBytes: limits.memoryBytes, maxOutputBytes }));
  } catch (error) {
    if (error instanceof ConversionFailure && error.code === 'DAMAGED' && /password|encrypt/i.test(error.message)) {
      throw new ConversionFailure('ENCRYPTED', 'The PDF is protected by a password.');
    }
    throw error;
  }
  const pageWords = await words;

  const xmlPages = parsePdf2Xml(stdout.toString('utf8')).map((page, index) => trimLinkExtents(splitAtWordGaps(page, pageWords[index] ?? [])));
  if (xmlPages.length > limits.maxPages) throw new ConversionFailure('TOO_MANY_PAGES', `The PDF has more than ${limits.maxPages} pages.`);
  const found = figures ? await collectFigures(xmlPages, join(workDir, FIGURE_FOLDER), limits) : { figures: new Map(), images: [], notes: [] };

  const pages = xmlPages.map(
    (page): PageLayout => ({
      page: page.number,
      width: page.width,
      height: page.height,
      lines: page.texts.flatMap(textLinesOf),
      figures: found.figures.get(page.number) ?? [],
    }),
  );
  return { pages, images: found.images, notes: found.notes };
}

/**
 * Every page's word boxes from `pdftotext -bbox`, or none when it fails: they
 * only refine what pdftohtml read, so the conversion goes on without them
 * (pdftohtml's own failure is the one that counts).
 */
async function wordBoxes(inputPath: string, workDir: string, limits: ConvertLimits, maxOutputBytes: number): Promise<WordBox[][]> {
  try {
    const { stdout } = await runTool({
      command: 'pdftotext',
      args: ['-bbox', '-enc', 'UTF-8', '-l', String(limits.maxPages + 1), inputPath, '-'],
      workDir,
      timeoutMs: limits.timeoutMs,
      memoryBytes: limits.memoryBytes,
      maxOutputBytes,
    });
    return parseWordBoxes(stdout.toString('utf8'));
  } catch {
    return [];
  }
}
