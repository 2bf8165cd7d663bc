// The document rules over the Book's model, in the order a person reads a
// report: the document as a whole, then its outline, then its content.
// Every finding is returned; what the document says to ignore is the
// caller's to drop (the editor holds the ignores it is changing).

import type { BookDocument } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { checkColorContrast } from './colorContrast.ts';
import { checkTitle } from './documentTitle.ts';
import { checkHeadingEmpty, checkHeadingOrder, checkHeadingPresent } from './headings.ts';
import { checkImageAlt } from './imageAlt.ts';
import { checkLinkName, checkUrlRequired } from './links.ts';
import { checkListStructure } from './listStructure.ts';
import { checkTableHeader } from './tableHeader.ts';

export interface DocumentCheckOptions {
  /** The document's title (the drive file's name; the HTML's `<title>`). */
  readonly title: string;
}

export function checkDocument(doc: BookDocument, options: DocumentCheckOptions): Finding[] {
  const blocks = doc.blocks;
  return [
    ...checkTitle(options.title),
    ...checkHeadingPresent(blocks),
    ...checkHeadingOrder(blocks),
    ...checkHeadingEmpty(blocks),
    ...checkImageAlt(blocks),
    ...checkColorContrast(blocks),
    ...checkLinkName(blocks),
    ...checkUrlRequired(blocks),
    ...checkTableHeader(blocks),
    ...checkListStructure(blocks),
  ];
}
