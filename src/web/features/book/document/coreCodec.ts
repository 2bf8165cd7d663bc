import { documentFromHtml, documentToHtml, normalizeDocument, pageCount, textStatistics } from '../../../../core/book/index.ts';
import { parseHtmlDocument } from '../html/parseHtml.ts';
import type { BookCodec } from './bookCodec.ts';

/**
 * The codec of core/book over the browser's HTML parser: a stored page is
 * read by the same rules the server sanitised it with (the model's reader is
 * the allow-list), so what the reader shows is what the server keeps.
 */
export const coreCodec: BookCodec = {
  fromHtml: (html) => normalizeDocument(documentFromHtml(parseHtmlDocument(html))),
  toHtml: (doc, title) => documentToHtml(doc, { title }),
  stats: (doc) => textStatistics(doc),
  pages: (blocks) => pageCount(blocks),
};
