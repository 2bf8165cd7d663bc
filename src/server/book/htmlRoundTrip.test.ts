// The Book's HTML round trip, with the parser the server stores through:
// whatever the model holds, written and read back, is the same model.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFromHtml, documentToHtml, normalizeDocument } from '../../core/book/index.ts';
import type { BookDocument } from '../../core/book/index.ts';
import { documentArb, normalDocumentArb } from '../../core/book/testing/arbitraries.ts';
import { parseHtmlDocument } from './parseHtml.ts';

function roundTrip(doc: BookDocument): BookDocument {
  return documentFromHtml(parseHtmlDocument(documentToHtml(doc, { title: 'Chapter <1>' })));
}

describe('Book HTML round trip', () => {
  it('reads back every normal document as it was written', () => {
    fc.assert(
      fc.property(normalDocumentArb, (doc) => {
        expect(roundTrip(doc)).toEqual(doc);
      }),
      { numRuns: 400 },
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const once = normalizeDocument(doc);
        expect(normalizeDocument(once)).toEqual(once);
      }),
      { numRuns: 400 },
    );
  });

  it('writes the same HTML for the document it read (a second save changes nothing)', () => {
    fc.assert(
      fc.property(normalDocumentArb, (doc) => {
        const html = documentToHtml(doc, { title: 't' });
        expect(documentToHtml(documentFromHtml(parseHtmlDocument(html)), { title: 't' })).toBe(html);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps spaces that HTML would collapse, and line breaks', () => {
    const doc: BookDocument = {
      lang: 'en',
      blocks: [
        { type: 'paragraph', children: [{ text: '  two  spaces ' }, { text: ' bold ', bold: true }, { text: '\n after a break\n' }] },
      ],
    };
    expect(roundTrip(doc)).toEqual(doc);
  });

  it('keeps two links side by side apart, and marks inside a link', () => {
    const doc: BookDocument = {
      blocks: [
        {
          type: 'paragraph',
          children: [
            { text: '' },
            { type: 'link', href: 'https://a.example', children: [{ text: 'a' }, { text: 'A', bold: true }] },
            { text: '' },
            { type: 'link', href: 'https://a.example', children: [{ text: 'b' }] },
            { text: '' },
          ],
        },
      ],
    };
    expect(roundTrip(doc)).toEqual(doc);
  });
});
