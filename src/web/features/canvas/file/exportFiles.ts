import { documentToDtms, documentToPef, exportFileName, pageToDtm, pageToPng, pageToSvg, pefLanguage, type CanvasDocument, type DtmsLanguage } from '../../../../core/canvas/index.ts';
import { documentTitle } from '../../../../core/drive/index.ts';
import { serialiseDtms } from '../../../../core/dtms/index.ts';

// Export (spec §2 file menu): the whole document as DTMS or PEF, the page
// shown as DTM, PNG or SVG. Each format is made by core; this only names the
// file by the title rules and gives it its media type.

export const EXPORT_FORMATS = ['dtms', 'dtm', 'pef', 'png', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Whether a format takes the whole document or the page shown. */
export const EXPORT_SCOPE: Readonly<Record<ExportFormat, 'document' | 'page'>> = { dtms: 'document', dtm: 'page', pef: 'document', png: 'page', svg: 'page' };

const MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  dtms: 'application/json',
  dtm: 'application/octet-stream',
  pef: 'application/x-pef+xml',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export interface ExportRequest {
  readonly document: CanvasDocument;
  /** The page shown, for the page formats. */
  readonly pageIndex: number;
  readonly language: DtmsLanguage;
  /** PEF's book identifier and date (YYYY-MM-DD). */
  readonly identifier: string;
  readonly date: string;
}

export interface ExportedFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: string | Uint8Array;
}

export function exportDocument(format: ExportFormat, request: ExportRequest): ExportedFile {
  const { document, language } = request;
  const pageIndex = Math.min(Math.max(0, request.pageIndex), document.pages.length - 1);
  const page = document.pages[pageIndex];
  if (page === undefined) throw new Error('A Canvas document always has a page.');
  const title = documentTitle(document.title);
  const pageName = { number: pageIndex + 1, of: document.pages.length };
  const file = (content: string | Uint8Array): ExportedFile => ({
    fileName: exportFileName(title, format, EXPORT_SCOPE[format] === 'page' ? pageName : undefined),
    mediaType: MEDIA_TYPES[format],
    content,
  });
  switch (format) {
    case 'dtms':
      return file(serialiseDtms(documentToDtms({ ...document, title }, language)));
    case 'dtm':
      return file(pageToDtm(page.grid));
    case 'pef':
      return file(documentToPef(document, { language: pefLanguage(language), identifier: request.identifier, date: request.date }));
    case 'png':
      return file(pageToPng(page.grid));
    case 'svg':
      return file(pageToSvg(page.grid, { title, description: page.altText }));
  }
}
