import { ConversionFailure, type ConversionNote, type ConversionOutput, type ConvertedImage, type ConvertLimits, type ConvertQuality } from '../conversion.ts';
import { inspectPdf } from './inspect/inspectPdf.ts';
import { layoutToHtml } from './layout/layoutToHtml.ts';
import { readPdfLayout } from './layout/readPdfLayout.ts';
import { ocrPages } from './ocr/ocrPages.ts';
import type { PageLayout } from './pageLayout.ts';
import { convertTaggedPdf } from './tagged/convertTaggedPdf.ts';

// A PDF to a Book document (issue 21 deliverable 4), by what it holds:
// - a tagged PDF whose pages all have text: its structure tree (tagged/);
// - otherwise its text layer's layout (layout/), headings, lists, columns and
//   reading order inferred;
// - at high quality, pages without text are read by OCR (ocr/) and their
//   pictures cut out, then inferred with the rest;
// - at ordinary quality a PDF with no text at all fails NO_TEXT, which the web
//   words with an offer of high quality, rather than an empty document.

export interface PdfConversionOptions {
  readonly quality: ConvertQuality;
  readonly limits: ConvertLimits;
  readonly ocrLanguages: readonly string[];
}

export async function convertPdf(inputPath: string, workDir: string, options: PdfConversionOptions): Promise<ConversionOutput> {
  const facts = await inspectPdf(inputPath, workDir, options.limits);
  const withoutText = facts.pagesWithoutText;
  const highQuality = options.quality === 'HIGH';
  if (withoutText.length === facts.pages && !highQuality) {
    throw new ConversionFailure('NO_TEXT', `The PDF has no text layer on any of its ${facts.pages} pages (a scanned book). Convert it at high quality to read the pages by OCR.`);
  }
  if (facts.tagged && withoutText.length === 0) return convertTaggedPdf(inputPath, workDir, options.limits);

  const layout = await readPdfLayout(inputPath, workDir, options.limits);
  const pages = new Map<number, PageLayout>(layout.pages.map((page) => [page.page, page]));
  const images: ConvertedImage[] = [...layout.images];
  const notes: ConversionNote[] = [...layout.notes];
  let engine = 'pdf-layout';
  if (highQuality && withoutText.length > 0) {
    const read = await ocrPages(inputPath, withoutText, workDir, { languages: options.ocrLanguages, limits: options.limits });
    for (const page of read.layouts) pages.set(page.page, page);
    images.push(...read.images);
    notes.push(...read.notes);
    engine = withoutText.length === facts.pages ? 'pdf-ocr' : 'pdf-layout+ocr';
  } else if (withoutText.length > 0) {
    notes.push({ kind: 'dropped', detail: `Pages ${withoutText.join(', ')} have no text layer; convert at high quality to read them by OCR.` });
  }
  if (images.length > options.limits.maxImages) throw new ConversionFailure('TOO_MANY_IMAGES', `The PDF has more than ${options.limits.maxImages} pictures.`);
  const ordered = [...pages.values()].sort((a, b) => a.page - b.page);
  const { html, notes: inferred } = layoutToHtml(ordered, { ...(facts.title ? { title: facts.title } : {}), ...(facts.lang ? { lang: facts.lang } : {}) });
  return { html, images, notes: [...notes, ...inferred], sourcePages: facts.pages, engine };
}
