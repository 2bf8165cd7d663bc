import { describe, expect, it } from 'vitest';
import { decodeXmlText, parsePdf2Xml } from './pdf2xml.ts';

// pdftohtml's XML carries the PDF's own words: the reader must take them as
// text whatever they say, expand nothing beyond XML's five entities and
// character references, and survive markup that is not what poppler writes.

const wrap = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE pdf2xml SYSTEM "pdf2xml.dtd">\n<pdf2xml producer="poppler" version="22.12.0">\n<page number="1" position="absolute" top="0" left="0" height="842" width="595">\n\t<fontspec id="0" size="12" family="AAAAAA+DejaVuSerif-Bold" color="#000000"/>\n${inner}\n</page>\n</pdf2xml>`;

describe('parsePdf2Xml', () => {
  it('reads pages, fonts, text boxes, bold, italic, links and images', () => {
    const pages = parsePdf2Xml(
      wrap(
        '<image top="10" left="20" width="30" height="40" src="layout-figures/fig-1_1.png"/>\n<text top="72.5" left="57" width="100" height="14" font="0"><b>Bold</b> <i>it</i> <a href="https://example.org/?a=1&amp;b=2">link</a></text>',
      ),
    );
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page).toMatchObject({ number: 1, width: 595, height: 842 });
    expect(page?.images).toEqual([{ top: 10, left: 20, width: 30, height: 40, src: 'layout-figures/fig-1_1.png' }]);
    expect(page?.texts[0]).toMatchObject({ top: 72.5, left: 57, width: 100, height: 14, font: { size: 12, family: 'AAAAAA+DejaVuSerif-Bold' } });
    expect(page?.texts[0]?.runs).toEqual([
      { text: 'Bold', bold: true, italic: false },
      { text: ' ', bold: false, italic: false },
      { text: 'it', bold: false, italic: true },
      { text: ' ', bold: false, italic: false },
      { text: 'link', bold: false, italic: false, href: 'https://example.org/?a=1&b=2' },
    ]);
  });

  it('decodes escaped markup in the text as text', () => {
    const [page] = parsePdf2Xml(wrap('<text top="1" left="1" width="1" height="1" font="0">&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &#60;&#x3C;</text>'));
    expect(page?.texts[0]?.runs.map((run) => run.text).join('')).toBe('<script>alert(1)</script> &amp; <<');
  });

  it('expands no entity a DOCTYPE declares (no billion laughs, no external entity)', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE pdf2xml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY x SYSTEM "file:///etc/passwd">]>
<pdf2xml><page number="1" height="10" width="10"><text top="1" left="1" width="1" height="1">&b; &x;</text></page></pdf2xml>`;
    const [page] = parsePdf2Xml(xml);
    expect(page?.texts[0]?.runs.map((run) => run.text).join('')).toBe('&b; &x;');
  });

  it('drops controls and surrogates given as character references', () => {
    expect(decodeXmlText('a&#0;b&#x1F;c&#xD800;d&#x110000;e&#9;f')).toBe('abcde\tf');
  });

  it('survives a text that never closes, a stray "<", and tags it does not know', () => {
    const [page] = parsePdf2Xml(
      wrap('<text top="1" left="1" width="5" height="1" font="0">open <x-unknown> a < b\n<text top="20" left="1" width="5" height="1" font="0">second</text>'),
    );
    const texts = page?.texts.map((text) => text.runs.map((run) => run.text).join('')) ?? [];
    // What is not poppler's markup stays text (html.ts escapes it); the next <text> ends the unclosed one.
    expect(texts).toEqual(['open <x-unknown> a < b\n', 'second']);
  });

  it('skips boxes with coordinates that are not numbers', () => {
    const [page] = parsePdf2Xml(wrap('<text top="NaN" left="1" width="5" height="1" font="0">bad</text><text top="2" left="1" width="-5" height="1">neg</text>'));
    expect(page?.texts).toEqual([]);
  });

  it('reads 20,000 lines quickly (no backtracking blow-up)', () => {
    const line = '<text top="1" left="1" width="5" height="1" font="0">word word word</text>\n';
    const started = performance.now();
    const [page] = parsePdf2Xml(wrap(line.repeat(20_000)));
    expect(page?.texts).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
