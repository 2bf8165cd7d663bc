import type { ApiResult } from '../../../api/apiTypes.ts';
import { BOOK_PATHS, type BrailleFormat } from './bookPaths.ts';
import { downloadAttachment, type DownloadDeps } from './downloadAttachment.ts';

/** GET /doc/brl?DTM_NO&FORMAT: the document in braille, as an attachment. */
export function downloadBraille(deps: DownloadDeps, doc: { readonly dtmNo: string; readonly name: string }, format: BrailleFormat): Promise<ApiResult<string>> {
  return downloadAttachment(deps, `${BOOK_PATHS.braille}?DTM_NO=${encodeURIComponent(doc.dtmNo)}&FORMAT=${format}`, `${doc.name}.${format}`);
}

/** GET /doc/download?dtmNo (camelCase, as the spec names it): the document as one self-contained HTML file. */
export function downloadHtml(deps: DownloadDeps, doc: { readonly dtmNo: string; readonly name: string }): Promise<ApiResult<string>> {
  return downloadAttachment(deps, `${BOOK_PATHS.download}?dtmNo=${encodeURIComponent(doc.dtmNo)}`, `${doc.name}.html`);
}
