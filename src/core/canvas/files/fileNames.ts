// Names of exported files: the document's title by the rules of spec §5
// (\ / : * ? " < > | stripped, empty → 'Untitled') and the format's extension.
// A page export of a document with several pages names its page, so pages
// saved one after another do not overwrite each other.

import { documentTitle } from '../../drive/index.ts';

export function exportFileName(title: string, extension: string, page?: { readonly number: number; readonly of: number }): string {
  const base = documentTitle(title);
  return page !== undefined && page.of > 1 ? `${base}-${page.number}.${extension}` : `${base}.${extension}`;
}
