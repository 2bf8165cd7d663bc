import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { parse } from 'parse5';
import { imageTypeOf } from '../../book/imageFetch.ts';
import { ConversionFailure, type ConversionOutput, type ConvertLimits } from '../conversion.ts';
import { bookPage, rewriteBody } from './bookHtml.ts';
import { decorativeFlags } from './decorativePictures.ts';
import { documentLanguage, propertiesTitle } from './documentFacts.ts';
import { readDocxPackage } from './docxPackage.ts';
import { elementsUnder, isElement, textOf, type Element } from './htmlNodes.ts';
import type { DocxPackage } from './packageParts.ts';
import { preparePackage } from './pandocInput.ts';
import { takePictures } from './pictures.ts';
import { runPandoc } from './runPandoc.ts';

// DOCX → Book HTML (issue 21, deliverable 3), engine 'pandoc':
//  1. the file is vetted (docxPackage.ts): what it is by its bytes, the ZIP
//     read safely, DTDs refused, the Word parts present;
//  2. outline levels, heading numbers and page breaks are written in forms
//     pandoc reads (pandocInput.ts, headingNumbers.ts);
//  3. pandoc (sandboxed, fenced by runTool) writes HTML5 with MathML and the
//     pictures (runPandoc.ts);
//  4. that HTML is made the Book's (bookHtml.ts, pictures.ts), with the
//     language and title pandoc does not give (documentFacts.ts).
// The whole pipeline and its decisions: docs/conversion.md, "DOCX".

/** Pandoc's HTML may be this many times the final HTML (ids, classes, colgroups, MathML annotations) before it is cut off. */
const PANDOC_OUTPUT_FACTOR = 4;

function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new ConversionFailure('TIMED_OUT', 'The conversion took too long.');
  return left;
}

/** Refuses a document that holds more pictures than may be kept, before pandoc spends time on it. */
function countPictures(pkg: DocxPackage, limits: ConvertLimits): void {
  let pictures = 0;
  for (const [name, bytes] of pkg.parts) {
    if (!name.startsWith('word/media/')) continue;
    const type = imageTypeOf(bytes.subarray(0, 16));
    if (type !== undefined && type !== 'image/webp') pictures++;
  }
  if (pictures > limits.maxImages) throw new ConversionFailure('TOO_MANY_IMAGES', `The Word document has ${pictures} pictures; at most ${limits.maxImages} are allowed.`);
}

/** Pandoc's page: its body, and the title its <title> gives (Word's Title paragraph), if any. */
function readPandocPage(html: string): { readonly body: Element; readonly title: string | undefined } {
  const root = parse(html).childNodes.find((node) => isElement(node) && node.tagName === 'html') as Element | undefined;
  const part = (name: string) => root?.childNodes.find((node) => isElement(node) && node.tagName === name) as Element | undefined;
  const body = part('body');
  if (!body) throw new ConversionFailure('INTERNAL', 'The Word converter wrote no HTML body.');
  const head = part('head');
  const titleElement = head ? elementsUnder(head).find((element) => element.tagName === 'title') : undefined;
  const title = titleElement ? textOf(titleElement).replace(/\s+/g, ' ').trim() : '';
  return { body, title: title === '' ? undefined : title };
}

/**
 * Converts the DOCX at `inputPath` to Book HTML, working in `workDir` (the
 * conversion's private folder). Throws ConversionFailure for anything it
 * refuses or cannot do.
 */
export async function convertDocx(inputPath: string, workDir: string, limits: ConvertLimits): Promise<ConversionOutput> {
  const deadline = Date.now() + limits.timeoutMs;
  await mkdir(workDir, { recursive: true });
  const pkg = await readDocxPackage(inputPath);
  countPictures(pkg, limits);
  // The page-break marker has a random part, so no text of the document can pose as one.
  const marker = `tactile-page-break-${randomBytes(12).toString('hex')}`;
  const pandocHtml = await runPandoc(preparePackage(pkg, marker), {
    workDir,
    timeoutMs: remaining(deadline),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: limits.maxHtmlBytes * PANDOC_OUTPUT_FACTOR,
  });
  // Each page break costs a walk of the document's top level: their number is bounded like a PDF's pages.
  const pageBreakMarks = pandocHtml.split(marker).length - 1;
  if (pageBreakMarks + 1 > limits.maxPages) {
    throw new ConversionFailure('TOO_MANY_PAGES', `The Word document has ${pageBreakMarks + 1} pages by its page breaks; at most ${limits.maxPages} are allowed.`);
  }
  const { body, title } = readPandocPage(pandocHtml);
  const { pageBreaks, notes: lost } = rewriteBody(body, marker);
  const { images, notes } = await takePictures(body, { workDir, limits, flags: decorativeFlags(pkg) });
  remaining(deadline);
  const html = bookPage(body, { title: title ?? propertiesTitle(pkg), lang: documentLanguage(pkg, textOf(body)) });
  if (Buffer.byteLength(html) > limits.maxHtmlBytes) throw new ConversionFailure('TOO_LARGE', `The converted document is larger than ${limits.maxHtmlBytes} bytes.`);
  return { html, images, notes: [...lost, ...notes], sourcePages: pageBreaks + 1, engine: 'pandoc' };
}
