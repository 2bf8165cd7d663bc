import { open, stat } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ConversionFailure, type ConvertLimits } from '../../conversion.ts';
import { assertPdfSignature } from './fileSignature.ts';
import { findInflatingStreamInFile, MAX_INFLATED_STREAM_BYTES } from './inflationGuard.ts';
import { openPdfjs, pdfjsFailure, type OpenedPdf } from './openPdfjs.ts';
import { pdfinfoGate } from './pdfinfoGate.ts';
import type { Deadline } from './deadline.ts';
import type { PdfFacts } from './pdfFacts.ts';

// Every reader of a PDF (inspection, the tagged reader, plain text) starts
// here, so each refuses the same files the same way, cheapest check first:
// the first bytes (EMPTY_FILE, WRONG_FORMAT), Flate streams that inflate
// past a ceiling (TOO_LARGE: PDF bombs), poppler's pdfinfo in its own
// process (TOO_MANY_PAGES, ENCRYPTED: cheap where pdf.js is not), then
// pdf.js's reading of the structure (DAMAGED), encryption again (ENCRYPTED:
// also files that open without a password, since their author locked
// them), the declared page count (TOO_MANY_PAGES, before a single page is
// looked up) and the page tree, each page looked up once (DAMAGED for a
// tree that loops or lies).

export type CheckedFacts = Omit<PdfFacts, 'pagesWithoutText'>;

export interface CheckedPdf extends OpenedPdf {
  readonly facts: CheckedFacts;
}

const HEAD_BYTES = 1024;
/** Pages whose structure trees are looked at to decide whether the document is tagged (a cover page is often untagged). */
const TAG_PROBE_PAGES = 5;

export async function openCheckedPdf(inputPath: string, workDir: string, limits: ConvertLimits, deadline: Deadline): Promise<CheckedPdf> {
  const size = (await stat(inputPath)).size;
  const handle = await open(inputPath, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    assertPdfSignature(head, size);
    if ((await findInflatingStreamInFile(handle, size)) !== undefined) {
      throw new ConversionFailure('TOO_LARGE', `A stream in the PDF expands to more than ${MAX_INFLATED_STREAM_BYTES / 1024 / 1024} MiB (a PDF bomb?).`);
    }
  } finally {
    await handle.close();
  }
  await pdfinfoGate(inputPath, workDir, limits, deadline);
  const opened = await openPdfjs(inputPath, size);
  try {
    return { ...opened, facts: await documentFacts(opened.doc, limits, deadline) };
  } catch (error) {
    await opened.close();
    throw pdfjsFailure(error);
  }
}

async function documentFacts(doc: PDFDocumentProxy, limits: ConvertLimits, deadline: Deadline): Promise<CheckedFacts> {
  const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
  if (info.EncryptFilterName != null) {
    throw new ConversionFailure('ENCRYPTED', 'The PDF is encrypted; we do not convert protected documents. Save it without protection and upload it again.');
  }
  const pages = doc.numPages;
  if (pages > limits.maxPages) throw new ConversionFailure('TOO_MANY_PAGES', `The PDF has ${pages} pages; at most ${limits.maxPages} can be converted.`);
  if (pages < 1) throw new ConversionFailure('DAMAGED', 'The PDF has no pages.');
  let pageSize = { width: 0, height: 0 };
  let tagged = false;
  for (let number = 1; number <= pages; number++) {
    const page = await doc.getPage(number);
    if (number === 1) {
      const viewport = page.getViewport({ scale: 1 });
      pageSize = { width: round(viewport.width), height: round(viewport.height) };
    }
    if (number <= TAG_PROBE_PAGES && !tagged) tagged = ((await page.getStructTree())?.children.length ?? 0) > 0;
    if (number % 50 === 0) deadline.remainingMs();
  }
  const lang = typeof info.Language === 'string' && info.Language ? info.Language : undefined;
  const title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : undefined;
  return { pages, tagged, encrypted: false, pageSize, ...(lang ? { lang } : {}), ...(title ? { title } : {}) };
}

const round = (value: number): number => Math.round(value * 100) / 100;
