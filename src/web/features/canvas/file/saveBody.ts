import { documentToDtms, type CanvasDocument, type DtmsLanguage } from '../../../../core/canvas/index.ts';
import { documentTitle } from '../../../../core/drive/index.ts';
import { serialiseDtms } from '../../../../core/dtms/index.ts';
import type { SaveBody } from './canvasDriveApi.ts';

/**
 * What a save sends: the title by the rules of spec §5 (\ / : * ? " < > |
 * stripped, empty → 'Untitled'), the document as DTMS text under that title,
 * the device kind, and every page's alternative text as its description.
 */
export function saveBodyOf(document: CanvasDocument, language: DtmsLanguage, name: string = document.title): SaveBody {
  const title = documentTitle(name);
  return {
    name: title,
    dtmsJson: serialiseDtms(documentToDtms({ ...document, title }, language)),
    deviceKind: document.model === 320 ? '300' : '768',
    pageDescriptions: document.pages.map((page, index) => ({ pageNo: index + 1, altText: page.altText })),
  };
}
