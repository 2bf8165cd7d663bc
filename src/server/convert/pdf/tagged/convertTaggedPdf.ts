import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ConversionFailure, convertedImageSrc, type ConversionNote, type ConversionOutput, type ConvertLimits } from '../../conversion.ts';
import { openCheckedPdf } from '../inspect/checkedPdf.ts';
import { deadlineIn, type Deadline } from '../inspect/deadline.ts';
import { pdfjsFailure } from '../inspect/openPdfjs.ts';
import { boundedTextContent } from './boundedTextContent.ts';
import { cutFigures } from './figureImages.ts';
import { escapeHtml } from './inlineHtml.ts';
import { looseTextHtml } from './looseText.ts';
import { pageText } from './markedContent.ts';
import { FIGURE_MARKERS, pageHtml, type FigureRequest } from './structToHtml.ts';

// A tagged PDF (one with a structure tree: Chromium's, Word's, InDesign's
// accessible export) read through its structure, page by page, with pdf.js:
// getStructTree gives the page's part of the tree, getTextContent with marked
// content the words each of its content items names, getAnnotations the
// links' addresses. Artifacts (running heads and footers, page numbers) are
// not in the tree and are left out; a page break separates print pages.
// The file first passes the same checks as inspection (checkedPdf.ts),
// which refuses PDF bombs before pdf.js parses any page.

const PAGE_BREAK = '<hr class="page-break">';

export async function convertTaggedPdf(inputPath: string, workDir: string, limits: ConvertLimits): Promise<ConversionOutput> {
  const deadline = deadlineIn(limits.timeoutMs);
  const checked = await openCheckedPdf(inputPath, workDir, limits, deadline);
  const notes: ConversionNote[] = [];
  const figures: FigureRequest[] = [];
  const pageSizes = new Map<number, { width: number; height: number }>();
  let pagesHtml: string[];
  try {
    pagesHtml = await readPages(checked.doc, checked.facts.pages, { notes, figures, pageSizes, limits, deadline });
  } catch (error) {
    throw pdfjsFailure(error);
  } finally {
    await checked.close();
  }
  const { images, missing } = await cutFigures(inputPath, workDir, figures, pageSizes, limits, deadline, notes);
  const altOf = new Map(figures.map((figure) => [figure.id, figure.alt ?? '']));
  const body = pagesHtml
    .join(`\n${PAGE_BREAK}\n`)
    .replace(FIGURE_MARKERS, (_, id: string) => {
      const alt = altOf.get(id) ?? '';
      if (missing.has(id)) return alt ? `<p>${escapeHtml(alt)}</p>` : '';
      return `<p><img src="${convertedImageSrc(id)}" alt="${escapeHtml(alt)}"></p>`;
    });
  const title = checked.facts.title ?? firstHeading(body) ?? 'Untitled';
  const lang = checked.facts.lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(checked.facts.lang) ? checked.facts.lang : undefined;
  const html = `<!DOCTYPE html>\n<html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n${body}\n</body></html>\n`;
  if (Buffer.byteLength(html) > limits.maxHtmlBytes) throw new ConversionFailure('TOO_LARGE', `The converted document is larger than ${limits.maxHtmlBytes} bytes.`);
  return { html, images, notes, sourcePages: checked.facts.pages, engine: 'pdf-tagged' };
}

interface ReadState {
  readonly notes: ConversionNote[];
  readonly figures: FigureRequest[];
  readonly pageSizes: Map<number, { width: number; height: number }>;
  readonly limits: ConvertLimits;
  readonly deadline: Deadline;
}

async function readPages(doc: PDFDocumentProxy, pages: number, state: ReadState): Promise<string[]> {
  const pagesHtml: string[] = [];
  for (let number = 1; number <= pages; number++) {
    state.deadline.remainingMs();
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    state.pageSizes.set(number, { width: viewport.width, height: viewport.height });
    const [tree, content, annotations] = await Promise.all([page.getStructTree(), boundedTextContent(page), page.getAnnotations({ intent: 'display' })]);
    const text = pageText(content);
    const links = new Map<string, string>();
    for (const annotation of annotations as { id?: string; subtype?: string; url?: string }[]) {
      if (annotation.subtype === 'Link' && annotation.id && annotation.url) links.set(annotation.id, annotation.url);
    }
    let figureCount = 0;
    if (tree === null || tree.children.length === 0) {
      const loose = looseTextHtml(text.allRuns);
      if (loose.length > 0) state.notes.push({ kind: 'reading-order', page: number, detail: 'This page has no structure; its lines were kept as paragraphs in drawing order.' });
      pagesHtml.push(loose.join('\n'));
    } else {
      pagesHtml.push(pageHtml(tree, { page: number, text, links, figures: state.figures, notes: state.notes, newFigureId: () => `p${number}-figure-${++figureCount}` }));
      if (text.untaggedCharacters > 0) {
        state.notes.push({ kind: 'dropped', page: number, detail: `${text.untaggedCharacters} letters or digits on this page are outside the structure tree and were left out.` });
      }
    }
    if (state.figures.length > state.limits.maxImages) throw new ConversionFailure('TOO_MANY_IMAGES', `The PDF has more than ${state.limits.maxImages} figures.`);
    page.cleanup();
  }
  return pagesHtml;
}

function firstHeading(body: string): string | undefined {
  const match = /<h[1-6]>(.*?)<\/h[1-6]>/.exec(body);
  const text = match?.[1]?.replace(/<[^>]*>/g, '').trim();
  return text ? text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'") : undefined;
}
