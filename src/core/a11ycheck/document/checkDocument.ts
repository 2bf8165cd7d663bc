// The document rules over the Book's model. (Interface first: the rules land with the a11y-doc work.)

import type { BookDocument } from '../../book/index.ts';
import type { Finding } from '../finding.ts';

export interface DocumentCheckOptions {
  /** The document's title (the drive file's name; the HTML's `<title>`). */
  readonly title: string;
}

export function checkDocument(doc: BookDocument, options: DocumentCheckOptions): Finding[] {
  void doc;
  void options;
  return [];
}
