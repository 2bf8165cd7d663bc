import type { BookDocument } from '../../../../../core/book/model.ts';
import type { BookCodec } from '../bookCodec.ts';

/**
 * A codec for the state's tests: the "page" is JSON of the title and the
 * document, so equal documents give equal pages as the real codec does;
 * counts are characters of the JSON text leaves and blocks as pages.
 */
export const fakeCodec: BookCodec = {
  fromHtml: (html) => (JSON.parse(html) as { doc: BookDocument }).doc,
  toHtml: (doc, title) => JSON.stringify({ title, doc }),
  stats: (doc) => {
    const text = JSON.stringify(doc.blocks).match(/"text":"([^"]*)"/g)?.map((leaf) => leaf.slice(8, -1)).join(' ') ?? '';
    return { characterCount: text.replace(/ /g, '').length, wordCount: text.split(/\s+/).filter(Boolean).length };
  },
  pages: (blocks) => 1 + blocks.filter((block) => block.type === 'page-break').length,
};
