// The Book's HTML reader is the server's sanitiser: hostile documents, parsed
// as a browser would, come out as a model with nothing active left, and the
// HTML written from it carries nothing active either.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksFromHtml, blocksToHtml, cleanHref, cleanImageSrc, documentFromHtml, documentToHtml, normalizeDocument } from '../../core/book/index.ts';
import type { BlockElement, HtmlNode } from '../../core/book/index.ts';
import { htmlTreeArb } from '../../core/book/testing/arbitraries.ts';
import { parseHtmlDocument, parseHtmlFragment } from './parseHtml.ts';

function read(html: string): BlockElement[] {
  return blocksFromHtml(parseHtmlFragment(html));
}

function cleanHtml(html: string): string {
  return blocksToHtml(documentFromHtml(parseHtmlDocument(html)).blocks);
}

const ACTIVE = /on\w+=|javascript:|<script|<style|<iframe|<svg|srcdoc|xlink|data:text|position|url\(|evil/i;

const HOSTILE: readonly [string, string][] = [
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['a javascript link, mixed case', '<a href="jAvAsCrIpT:alert(1)">click</a>'],
  ['a javascript link, as entities', '<a href="&#106;avascript:alert(1)">click</a>'],
  ['a javascript link, hex entities and a tab', '<a href="&#x6A;ava&#x09;script:alert(1)">click</a>'],
  ['a javascript link after spaces and controls', '<a href=" \u0001javascript:alert(1)">click</a>'],
  ['svg onload', '<svg onload=alert(1)><text>svg text</text></svg>ok'],
  ['a style element', '<style>body{display:none}</style><p>ok</p>'],
  ['a script element', '<script>alert(1)</script><p>ok</p>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>'],
  ['MathML with xlink:href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>'],
  ['a background url in a style', '<p style="background:url(javascript:alert(1))">ok</p>'],
  ['a fixed position', '<p style="position:fixed;top:0">ok</p>'],
  ['a data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">click</a>'],
  ['a remote image', '<p>before<img src="https://evil.example/x.png" alt="tracker">after</p>'],
  ['a data:text/html image', '<img src="data:text/html;base64,PHNjcmlwdD4=">'],
  ['an object and an embed', '<object data="evil.swf"></object><embed src="evil.swf"><p>ok</p>'],
  ['form controls', '<form action="https://evil.example"><input value="x"><button>b</button><textarea>t</textarea></form><p>ok</p>'],
  ['a template', '<template><img src=x onerror=alert(1)></template><p>ok</p>'],
  ['a noscript', '<noscript><img src=x onerror=alert(1)></noscript><p>ok</p>'],
  ['a media element from elsewhere', '<video src="https://evil.example/v.mp4" onplay="alert(1)"></video><p>ok</p>'],
  ['an event handler on a paragraph', '<p onclick="alert(1)" onmouseover="alert(1)">ok</p>'],
  ['a colour that is an expression', '<span style="color:expression(alert(1))">ok</span>'],
  ['a link with a vbscript address', '<a href="vbscript:msgbox(1)">click</a>'],
  ['comments and a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>ok</p>'],
  ['a base element', '<base href="https://evil.example/"><p>ok</p>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>'],
  ['a drive image path going up', '<img src="/drive-app/file/../../evil">'],
  ['a mismatched tag soup', '<p><b><a href="javascript:x"><i>click</b></i></a><script>alert(1)</script>'],
];

describe('hostile HTML', () => {
  it.each(HOSTILE)('%s: nothing active is read or written', (_name, html) => {
    const written = cleanHtml(html);
    expect(written).not.toMatch(ACTIVE);
    expect(cleanHtml(`<!DOCTYPE html><html><body>${html}</body></html>`)).not.toMatch(ACTIVE);
  });

  it('keeps the text of a forbidden link, not the link', () => {
    for (const href of ['jAvAsCrIpT:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative']) {
      expect(read(`<p><a href="${href}">click</a></p>`)).toEqual([{ type: 'paragraph', children: [{ text: 'click' }] }]);
    }
  });

  it('drops a remote image but keeps the paragraph around it', () => {
    expect(read('<p>before<img src="https://evil.example/x.png" alt="tracker">after</p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'before' }] },
      { type: 'paragraph', children: [{ text: 'after' }] },
    ]);
  });

  it('drops script, style and svg with their text', () => {
    expect(read('<script>alert(1)</script><style>p{}</style><svg><text>s</text></svg><p>ok</p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'ok' }] },
    ]);
  });

  it('keeps MathML as an equation, with none of its attributes but those MathML defines (more in htmlMath.test.ts)', () => {
    expect(read('<math><mi xlink:href="javascript:alert(1)" style="x" mathvariant="bold">x</mi></math>')).toEqual([
      { type: 'paragraph', children: [{ text: '' }, { type: 'math', tree: [{ tag: 'mi', attrs: { mathvariant: 'bold' }, text: 'x' }], children: [{ text: '' }] }, { text: '' }] },
    ]);
  });

  it('keeps the text of an unknown element and of a paragraph whose style goes', () => {
    expect(read('<p style="position:fixed">a <blink>b</blink> <custom-el>c</custom-el></p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'a b c' }] },
    ]);
  });

  it('survives nesting far deeper than any document', () => {
    const deep = `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}`;
    expect(read(deep)).toEqual([{ type: 'paragraph', children: [{ text: 'deep' }] }]);
    const deepSpans = `<p>${'<span>'.repeat(20000)}x${'</span>'.repeat(20000)}</p>`;
    expect(read(deepSpans)).toEqual([{ type: 'paragraph', children: [{ text: 'x' }] }]);
  });
});

// What documentToHtml may write: these elements, these attributes on them,
// and in `style` these properties only.
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  html: ['lang'], head: [], body: [], meta: ['charset'], title: [],
  p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
  ul: ['style'], ol: ['start', 'style', 'type'], li: [], blockquote: [],
  table: [], caption: [], tbody: [], tr: [], td: ['colspan', 'rowspan', 'style'], th: ['colspan', 'rowspan', 'style'],
  img: ['src', 'alt', 'style', 'data-decorative', 'data-tactile'], audio: ['controls', 'src', 'title'], video: ['controls', 'src', 'title'],
  hr: ['class'], a: ['href'], br: [],
  strong: [], em: [], u: [], s: [], code: [], sup: [], sub: [], mark: [], span: ['style'],
  // Equations: MathML presentation elements and the attributes that change how they look.
  math: ['xmlns', 'display', 'alttext'],
  mi: ['mathvariant'], mn: ['mathvariant'], ms: ['mathvariant'], mtext: ['mathvariant'],
  mo: ['mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'form', 'accent'],
  mrow: [], msup: [], msub: [], msubsup: [], msqrt: [], mroot: [], mpadded: [], mphantom: [],
  mfrac: ['linethickness'], mover: ['accent'], munder: ['accentunder'], munderover: ['accent', 'accentunder'],
  mtable: ['columnalign', 'displaystyle'], mtr: ['columnalign'], mtd: ['columnalign'],
  mstyle: ['mathvariant', 'displaystyle'], menclose: ['notation'], mspace: ['width', 'height', 'depth'],
};
// Values of MathML attributes are keywords and lengths only (alttext is text, escaped).
const MATH_VALUE = /^[a-z0-9. %-]*$/;
const STYLE_PROPERTIES = new Set(['text-align', 'color', 'background-color', 'width', 'height', 'list-style-type']);

function allowedProblems(node: HtmlNode, problems: string[]): void {
  if (node.kind === 'text') return;
  const attributes = ALLOWED[node.tag];
  if (!attributes) problems.push(`element ${node.tag}`);
  for (const [name, value] of Object.entries(node.attrs)) {
    if (!attributes?.includes(name)) problems.push(`${node.tag} ${name}`);
    if (name === 'href' && cleanHref(value) !== value) problems.push(`href ${value}`);
    if (name === 'src' && cleanImageSrc(value) !== value) problems.push(`src ${value}`);
    if (name === 'class' && value !== 'page-break') problems.push(`class ${value}`);
    if (node.tag.startsWith('m') && !['alttext', 'xmlns', 'style'].includes(name) && !MATH_VALUE.test(value)) problems.push(`${node.tag} ${name}=${value}`);
    if (name === 'xmlns' && value !== 'http://www.w3.org/1998/Math/MathML') problems.push(`xmlns ${value}`);
    if (name === 'style') {
      for (const declaration of value.split(';')) {
        const [property = '', propertyValue = ''] = declaration.split(':');
        if (!STYLE_PROPERTIES.has(property) || !/^[#a-z0-9.%-]+$/.test(propertyValue)) problems.push(`style ${declaration}`);
      }
    }
  }
  for (const child of node.children) allowedProblems(child, problems);
}

describe('any tree', () => {
  it('reads to a normal document, written with allowed elements, attributes and styles only, read back the same', () => {
    fc.assert(
      fc.property(htmlTreeArb, (tree) => {
        const doc = documentFromHtml(tree);
        expect(normalizeDocument(doc)).toEqual(doc);
        const html = documentToHtml(doc, { title: '<t>' });
        const reparsed = parseHtmlDocument(html);
        const problems: string[] = [];
        for (const node of reparsed) allowedProblems(node, problems);
        expect(problems).toEqual([]);
        expect(documentFromHtml(reparsed)).toEqual(doc);
      }),
      { numRuns: 500 },
    );
  });
});
