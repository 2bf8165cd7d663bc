import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksFromHtml, documentFromHtml, documentToHtml } from '../../../../core/book/index.ts';
import { normalDocumentArb } from '../../../../core/book/testing/arbitraries.ts';
import { MAX_HTML_DEPTH, parseHtmlDocument, parseHtmlFragment } from './parseHtml.ts';

describe('parseHtmlDocument (DOMParser)', () => {
  it('gives MathML as the browser builds it: lower-case names, HTML inside a token as an element of it', () => {
    expect(parseHtmlFragment('<MATH Display="block"><MI MathVariant="Bold">x</MI><mtext><B>t</B></mtext></MATH>')).toEqual([
      {
        kind: 'element',
        tag: 'math',
        attrs: { display: 'block' },
        children: [
          { kind: 'element', tag: 'mi', attrs: { mathvariant: 'Bold' }, children: [{ kind: 'text', value: 'x' }] },
          { kind: 'element', tag: 'mtext', attrs: {}, children: [{ kind: 'element', tag: 'b', attrs: {}, children: [{ kind: 'text', value: 't' }] }] },
        ],
      },
    ]);
  });

  it('gives the <html> element with lower-case tags and attributes, without comments', () => {
    expect(parseHtmlDocument('<!DOCTYPE html><HTML LANG="en"><!-- c --><BODY><P Class="x">a<BR>b</P></BODY></HTML>')).toEqual([
      {
        kind: 'element',
        tag: 'html',
        attrs: { lang: 'en' },
        children: [
          { kind: 'element', tag: 'head', attrs: {}, children: [] },
          { kind: 'element', tag: 'body', attrs: {}, children: [{ kind: 'element', tag: 'p', attrs: { class: 'x' }, children: [{ kind: 'text', value: 'a' }, { kind: 'element', tag: 'br', attrs: {}, children: [] }, { kind: 'text', value: 'b' }] }] },
        ],
      },
    ]);
  });

  it('reads a document into the model as the server does', () => {
    expect(documentFromHtml(parseHtmlDocument('<html lang="ko"><body><h1>제목</h1><p>a <a href="javascript:x">b</a></p></body></html>'))).toEqual({
      lang: 'ko',
      blocks: [
        { type: 'heading', level: 1, children: [{ text: '제목' }] },
        { type: 'paragraph', children: [{ text: 'a b' }] },
      ],
    });
  });
});

describe('parseHtmlFragment (DOMParser)', () => {
  it('gives the body’s nodes, leaving out a template’s content and scripts’ effects', () => {
    expect(parseHtmlFragment('a &amp; <b>b</b><template><p>t</p></template>')).toEqual([
      { kind: 'text', value: 'a & ' },
      { kind: 'element', tag: 'b', attrs: {}, children: [{ kind: 'text', value: 'b' }] },
      { kind: 'element', tag: 'template', attrs: {}, children: [] },
    ]);
  });

  it('reads a paste with a hostile picture to nothing active', () => {
    expect(blocksFromHtml(parseHtmlFragment('<p>x<img src=x onerror="alert(1)"></p><script>alert(2)</script>'))).toEqual([{ type: 'paragraph', children: [{ text: 'x' }] }]);
  });

  it('flattens nesting deeper than the limit to its text', () => {
    let node = parseHtmlFragment(`${'<span>'.repeat(MAX_HTML_DEPTH + 10)}deep${'</span>'.repeat(MAX_HTML_DEPTH + 10)}`)[0];
    let depth = 0;
    while (node?.kind === 'element') {
      node = node.children[0];
      depth += 1;
    }
    expect(depth).toBe(MAX_HTML_DEPTH);
    expect(node).toEqual({ kind: 'text', value: 'deep' });
  });
});

describe('the round trip through the browser’s parser', () => {
  it('reads back every normal document as it was written, as the server does', () => {
    fc.assert(
      fc.property(normalDocumentArb, (doc) => {
        expect(documentFromHtml(parseHtmlDocument(documentToHtml(doc, { title: 't' })))).toEqual(doc);
      }),
      { numRuns: 100 },
    );
  });
});
