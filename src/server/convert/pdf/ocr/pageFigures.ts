// The pictures Tesseract found on a page, cut out of the PDF in colour as
// the conversion's images (issue 21: "images cut out as figures"), each with
// its place on the page. pdftoppm draws just the region, from the PDF itself
// rather than from the grey picture Tesseract read, at 300 dpi (or coarser
// where the page is huge or the picture would be too large).

import { ConversionFailure, type ConversionNote, type ConvertedImage, type ConvertLimits } from '../../conversion.ts';
import type { PageFigure } from '../pageLayout.ts';
import type { Box } from './hocr.ts';
import { renderDpi, renderRegion, type PageSize } from './pageRender.ts';

/** Figures are drawn at this resolution (or the page's limit), whatever the page was read at. */
const FIGURE_DPI = 300;

export interface FigureCut {
  readonly inputPath: string;
  readonly page: number;
  readonly size: PageSize;
  /** Resolution of the picture the regions were found in. */
  readonly readDpi: number;
  readonly folder: string;
  readonly limits: ConvertLimits;
  readonly deadline: number;
  /** Figures cut out so far in the whole conversion, counted up here: more than limits.maxImages is TOO_MANY_IMAGES, before more are drawn. */
  readonly counter: { figures: number };
}

export interface PageFigures {
  readonly figures: PageFigure[];
  readonly images: ConvertedImage[];
  /** A picture too large even when drawn coarser is left out, and said so. */
  readonly notes: ConversionNote[];
}

/** The region as PNG, drawn coarser if too large; undefined when even that is too large. */
async function cutOut(cut: FigureCut, region: Box): Promise<Uint8Array | undefined> {
  const { inputPath, page, readDpi, folder, limits, deadline } = cut;
  let dpi = renderDpi(cut.size, Math.max(readDpi, FIGURE_DPI));
  let bytes = await renderRegion(inputPath, page, region, readDpi, dpi, folder, limits, deadline);
  if (bytes.length > limits.maxImageBytes) {
    dpi = Math.max(1, Math.floor(dpi * Math.sqrt(limits.maxImageBytes / bytes.length) * 0.8));
    bytes = await renderRegion(inputPath, page, region, readDpi, dpi, folder, limits, deadline);
  }
  return bytes.length > limits.maxImageBytes ? undefined : bytes;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The regions (pixels at cut.readDpi) cut out, ids `ocr-p<page>-f<n>`, places in points. */
export async function cutOutFigures(cut: FigureCut, regions: readonly Box[]): Promise<PageFigures> {
  const { page, limits } = cut;
  const scale = 72 / cut.readDpi;
  const result: PageFigures = { figures: [], images: [], notes: [] };
  for (const region of regions) {
    cut.counter.figures += 1;
    if (cut.counter.figures > limits.maxImages) throw new ConversionFailure('TOO_MANY_IMAGES', `OCR found more than ${limits.maxImages} pictures; at most ${limits.maxImages} are kept.`);
    const bytes = await cutOut(cut, region);
    if (!bytes) {
      result.notes.push({ kind: 'dropped', page, detail: `A picture on page ${page} was larger than ${limits.maxImageBytes} bytes even when drawn coarser, and was left out.` });
      continue;
    }
    const imageId = `ocr-p${page}-f${result.figures.length + 1}`;
    result.images.push({ id: imageId, contentType: 'image/png', bytes });
    result.figures.push({
      imageId,
      top: tenths(region.top * scale),
      left: tenths(region.left * scale),
      width: tenths((region.right - region.left) * scale),
      height: tenths((region.bottom - region.top) * scale),
    });
  }
  return result;
}
