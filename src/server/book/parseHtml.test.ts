import { describe, expect, it } from 'vitest';
import { MAX_HTML_DEPTH, parseHtmlDocument, parseHtmlFragment } from './parseHtml.ts';

describe('parseHtmlDocument', () => {
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

  it('gives the <html> element with lower-case tags and attributes, without comments or the doctype', () => {
    expect(parseHtmlDocument('<!DOCTYPE html><HTML LANG="ko"><!-- c --><BODY><P Class="x">a<BR>b</P></BODY></HTML>')).toEqual([
      {
        kind: 'element',
        tag: 'html',
        attrs: { lang: 'ko' },
        children: [
          { kind: 'element', tag: 'head', attrs: {}, children: [] },
          { kind: 'element', tag: 'body', attrs: {}, children: [{ kind: 'element', tag: 'p', attrs: { class: 'x' }, children: [{ kind: 'text', value: 'a' }, { kind: 'element', tag: 'br', attrs: {}, children: [] }, { kind: 'text', value: 'b' }] }] },
        ],
      },
    ]);
  });

  it('makes a whole document of anything, as a browser does', () => {
    const [html] = parseHtmlDocument('just text');
    expect(html).toMatchObject({ tag: 'html', children: [{ tag: 'head' }, { tag: 'body', children: [{ kind: 'text', value: 'just text' }] }] });
  });
});

describe('parseHtmlFragment', () => {
  it('gives the nodes, decoding entities, leaving out a template’s content', () => {
    expect(parseHtmlFragment('a &amp; <b>b</b><template><p>t</p></template>')).toEqual([
      { kind: 'text', value: 'a & ' },
      { kind: 'element', tag: 'b', attrs: {}, children: [{ kind: 'text', value: 'b' }] },
      { kind: 'element', tag: 'template', attrs: {}, children: [] },
    ]);
  });

  it('keeps prefixed foreign attributes under their prefixed name', () => {
    const [math] = parseHtmlFragment('<math><mi xlink:href="#x">x</mi></math>');
    expect(math).toMatchObject({ tag: 'math', children: [{ tag: 'mi', attrs: { 'xlink:href': '#x' } }] });
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
