import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { ConversionFailure } from '../../conversion.ts';

// A page's text content with a ceiling on its items. The inflation guard
// bounds each stream's bytes, but 60 MB of `(a) Tj` is ten million text
// items, gigabytes as JavaScript objects. pdf.js streams text content with
// back-pressure (the worker side waits while our reader does not read), so
// reading it chunk by chunk and cancelling past the ceiling stops the
// extraction itself, not just our copy of it.

/** Ten times a dense page (pdf.js joins a line's runs: a page of small print is a few thousand items); pdf.js makes about 50,000 a second. */
export const MAX_TEXT_ITEMS_PER_PAGE = 50_000;

export async function boundedTextContent(page: PDFPageProxy, maxItems = MAX_TEXT_ITEMS_PER_PAGE): Promise<TextContent> {
  const reader = (page.streamTextContent({ includeMarkedContent: true }) as ReadableStream<TextContent>).getReader();
  const content: TextContent = { items: [], styles: {}, lang: null };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return content;
    content.lang ??= value.lang;
    Object.assign(content.styles, value.styles);
    for (const item of value.items) content.items.push(item);
    if (content.items.length > maxItems) {
      // pdf.js requires an Error as the reason (a string fails its assertion and leaves the stream half-open).
      await reader.cancel(new Error('too many text items')).catch(() => undefined);
      throw new ConversionFailure('TOO_LARGE', `Page ${page.pageNumber} draws more than ${maxItems} pieces of text.`);
    }
  }
}
