import { describe, expect, it } from 'vitest';
import { trimLinkExtents } from './linkExtent.ts';
import type { XmlPage, XmlText } from './pdf2xml.ts';

const black = { size: 12, family: 'Serif', color: '#000000' };
const blue = { size: 12, family: 'Serif', color: '#0000ee' };
const piece = (left: number, text: string, font: typeof black, href?: string): XmlText => ({
  top: 100,
  left,
  width: 50,
  height: 14,
  font,
  runs: [{ text, bold: false, italic: false, ...(href ? { href } : {}) }],
});
const pageOf = (texts: XmlText[]): XmlPage => ({ number: 1, width: 595, height: 842, texts, images: [] });
const hrefs = (page: XmlPage) => page.texts.map((text) => text.runs[0]?.href);

describe('trimLinkExtents', () => {
  it('takes a link off the pieces of its row in the text colour when others are coloured', () => {
    const href = 'https://example.org/';
    const page = trimLinkExtents(pageOf([piece(0, 'Read more at a long stretch of text ', black, href), piece(60, 'the library', blue, href), piece(120, '.', black, href)]));
    expect(hrefs(page)).toEqual([undefined, href, undefined]);
  });

  it('leaves a link in the text colour alone when nothing on its row is coloured', () => {
    const href = 'https://example.org/';
    const page = trimLinkExtents(pageOf([piece(0, 'A plain link in plain text colour', black, href), piece(60, 'more', black, href)]));
    expect(hrefs(page)).toEqual([href, href]);
  });
});
