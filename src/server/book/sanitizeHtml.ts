import { documentFromHtml, documentToHtml, normalizeDocument, type BookDocument } from '../../core/book/index.ts';
import { ignoresOfDocument, withIgnores } from '../../core/a11ycheck/index.ts';
import { parseHtmlDocument } from './parseHtml.ts';

// The server's HTML sanitiser is an allow-list by construction: the page is
// parsed as a browser would (parse5), read into the document model, which has
// no place for a script, an event handler, a style sheet or a remote picture
// (core/book/html/fromHtml.ts drops whatever it cannot express), and written
// out again from the model. What is stored and served is only ever that
// output, never the HTML a client sent.

/** The model of an HTML page, normalised: what any of our pages or anyone else's says, once the model has kept what it can. */
export function readBookHtml(html: string): BookDocument {
  const document = normalizeDocument(documentFromHtml(parseHtmlDocument(html)));
  // The checks it says to ignore, only those of rules the checker has (the Book keeps any of the right shape).
  return withIgnores(document, ignoresOfDocument(document));
}

/** An HTML page rebuilt from the model alone (documentToHtml after readBookHtml). */
export function sanitizeHtml(html: string, options: { readonly title: string }): string {
  return documentToHtml(readBookHtml(html), options);
}
