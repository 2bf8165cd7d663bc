import type { BlockElement, BookDocument } from '../../../../core/book/model.ts';

/**
 * What the document state needs of core/book: HTML both ways, and the counts.
 * An interface so the state's rules are tested on their own (a fake codec),
 * and the real one (coreCodec.ts) is the only place that knows core's names.
 */
export interface BookCodec {
  /** A stored page (GET /doc/html CONTENTS) to a normalised document. */
  fromHtml(html: string): BookDocument;
  /** The full page a save sends; its title is the saved name. */
  toHtml(doc: BookDocument, title: string): string;
  stats(doc: BookDocument): { readonly characterCount: number; readonly wordCount: number };
  pages(blocks: readonly BlockElement[]): number;
}
