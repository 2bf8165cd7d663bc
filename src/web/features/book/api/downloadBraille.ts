import type { ApiResult } from '../../../api/apiTypes.ts';
import { BOOK_PATHS, type BrailleFormat } from './bookPaths.ts';
import { downloadAttachment, type DownloadDeps } from '../../../api/downloadAttachment.ts';

/** The braille page a download is laid out on (the server's defaults: 40 × 25). */
export interface BraillePageSize {
  readonly cells: number;
  readonly lines: number;
}

/** GET /doc/brl?DTM_NO&FORMAT[&CELLS&LINES]: the document in braille, as an attachment. */
export function downloadBraille(deps: DownloadDeps, doc: { readonly dtmNo: string; readonly name: string }, format: BrailleFormat, size?: BraillePageSize): Promise<ApiResult<string>> {
  const query = new URLSearchParams({ DTM_NO: doc.dtmNo, FORMAT: format, ...(size ? { CELLS: String(size.cells), LINES: String(size.lines) } : {}) });
  return downloadAttachment(deps, `${BOOK_PATHS.braille}?${query.toString()}`, `${doc.name}.${format}`);
}

/** GET /doc/download?dtmNo (camelCase, as the spec names it): the document as one self-contained HTML file. */
export function downloadHtml(deps: DownloadDeps, doc: { readonly dtmNo: string; readonly name: string }): Promise<ApiResult<string>> {
  return downloadAttachment(deps, `${BOOK_PATHS.download}?dtmNo=${encodeURIComponent(doc.dtmNo)}`, `${doc.name}.html`);
}
