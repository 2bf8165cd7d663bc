// Equations (MathML) through the server's reading and writing: what pandoc
// writes for a converted textbook is kept, written back as MathML, and read
// again the same; hostile MathML leaves nothing active.

import { describe, expect, it } from 'vitest';
import { blocksFromHtml, blocksToHtml, documentFromHtml, documentToHtml, MATH_MAX_NODES, nodeText } from '../../core/book/index.ts';
import type { BlockElement, MathElement, ParagraphElement } from '../../core/book/index.ts';
import { parseHtmlDocument, parseHtmlFragment } from './parseHtml.ts';

function read(html: string): BlockElement[] {
  return blocksFromHtml(parseHtmlFragment(html));
}

function equations(blocks: readonly BlockElement[]): MathElement[] {
  return blocks.flatMap((block) => (block.type === 'paragraph' || block.type === 'heading' ? block.children.filter((child): child is MathElement => 'type' in child && child.type === 'math') : []));
}

function resaved(html: string): string {
  return documentToHtml(documentFromHtml(parseHtmlDocument(html)), { title: 't' });
}

// What pandoc 2.17 writes with --mathml (checked on this machine).
const PANDOC_INLINE =
  '<p>Area <math display="inline" xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo>' +
  '<mfrac><mi>a</mi><mi>b</mi></mfrac></mrow><annotation encoding="application/x-tex">x^2+\\frac{a}{b}</annotation></semantics></math> and</p>';
const PANDOC_BLOCK =
  '<p><math display="block" xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msqrt><mi>x</mi></msqrt><mo>=</mo><munderover><mo>∑</mo>' +
  '<mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi></mrow><annotation encoding="application/x-tex">\\sqrt{x} = \\sum_{i=1}^{n} i</annotation></semantics></math></p>';
const PANDOC_TABLE =
  '<p><math display="inline" xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mtable><mtr><mtd columnalign="center"><mn>1</mn></mtd><mtd columnalign="center"><mn>2</mn></mtd></mtr></mtable>' +
  '<annotation encoding="application/x-tex">\\begin{matrix}1&amp;2\\end{matrix}</annotation></semantics></math> ' +
  '<math display="inline" xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mstyle mathvariant="bold"><mi>𝐯</mi></mstyle><mover><mi>x</mi><mo accent="true">̂</mo></mover>' +
  '<mo stretchy="true" form="prefix">(</mo></mrow><annotation encoding="application/x-tex">\\mathbf{v}\\hat{x}(</annotation></semantics></math></p>';

describe('equations from a converter', () => {
  it('reads an inline equation into the paragraph, its TeX as the text alternative', () => {
    expect(read(PANDOC_INLINE)).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Area ' },
          {
            type: 'math',
            alt: 'x^2+\\frac{a}{b}',
            tree: [
              {
                tag: 'mrow',
                children: [
                  { tag: 'msup', children: [{ tag: 'mi', text: 'x' }, { tag: 'mn', text: '2' }] },
                  { tag: 'mo', text: '+' },
                  { tag: 'mfrac', children: [{ tag: 'mi', text: 'a' }, { tag: 'mi', text: 'b' }] },
                ],
              },
            ],
            children: [{ text: '' }],
          },
          { text: ' and' },
        ],
      },
    ]);
  });

  it('keeps a display equation as a block equation alone in its paragraph', () => {
    const [paragraph] = read(PANDOC_BLOCK) as ParagraphElement[];
    expect(paragraph?.children).toHaveLength(3);
    expect(paragraph?.children[1]).toMatchObject({ type: 'math', display: 'block', alt: '\\sqrt{x} = \\sum_{i=1}^{n} i' });
  });

  it('keeps tables, styles and operator attributes MathML defines', () => {
    const [matrix, bold] = equations(read(PANDOC_TABLE));
    expect(matrix?.tree).toEqual([
      {
        tag: 'mtable',
        children: [
          {
            tag: 'mtr',
            children: [
              { tag: 'mtd', attrs: { columnalign: 'center' }, children: [{ tag: 'mn', text: '1' }] },
              { tag: 'mtd', attrs: { columnalign: 'center' }, children: [{ tag: 'mn', text: '2' }] },
            ],
          },
        ],
      },
    ]);
    expect(bold?.tree[0]).toEqual({
      tag: 'mrow',
      children: [
        { tag: 'mstyle', attrs: { mathvariant: 'bold' }, children: [{ tag: 'mi', text: '𝐯' }] },
        { tag: 'mover', children: [{ tag: 'mi', text: 'x' }, { tag: 'mo', attrs: { accent: 'true' }, text: '\u0302' }] },
        { tag: 'mo', attrs: { form: 'prefix', stretchy: 'true' }, text: '(' },
      ],
    });
  });

  it('writes MathML with its namespace, read back the same and written the same again', () => {
    for (const html of [PANDOC_INLINE, PANDOC_BLOCK, PANDOC_TABLE]) {
      const once = resaved(html);
      expect(once).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
      expect(resaved(once)).toBe(once);
      expect(documentFromHtml(parseHtmlDocument(once))).toEqual(documentFromHtml(parseHtmlDocument(html)));
    }
    expect(resaved(PANDOC_BLOCK)).toContain(
      '<p><math xmlns="http://www.w3.org/1998/Math/MathML" display="block" alttext="\\sqrt{x} = \\sum_{i=1}^{n} i"><mrow><msqrt><mi>x</mi></msqrt>',
    );
  });

  it('gives the text alternative as the equation\'s plain text, else its tokens', () => {
    const [paragraph] = read(PANDOC_INLINE);
    expect(paragraph && nodeText(paragraph)).toBe('Area x^2+\\frac{a}{b} and');
    const [plain] = read('<p>a<math><mi>x</mi><mo>+</mo><mn>1</mn></math>b</p>');
    expect(plain && nodeText(plain)).toBe('a x + 1 b');
  });

  it('prefers alttext to the TeX annotation', () => {
    expect(equations(read('<math alttext="x squared"><semantics><msup><mi>x</mi><mn>2</mn></msup><annotation encoding="application/x-tex">x^2</annotation></semantics></math>'))[0]?.alt).toBe(
      'x squared',
    );
  });

  it('turns mfenced into the row of operators it stands for', () => {
    expect(equations(read('<math><mfenced open="[" separators=";,"><mi>a</mi><mi>b</mi><mi>c</mi></mfenced></math>'))[0]?.tree).toEqual([
      {
        tag: 'mrow',
        children: [
          { tag: 'mo', attrs: { fence: 'true' }, text: '[' },
          { tag: 'mi', text: 'a' },
          { tag: 'mo', attrs: { separator: 'true' }, text: ';' },
          { tag: 'mi', text: 'b' },
          { tag: 'mo', attrs: { separator: 'true' }, text: ',' },
          { tag: 'mi', text: 'c' },
          { tag: 'mo', attrs: { fence: 'true' }, text: ')' },
        ],
      },
    ]);
  });

  it('makes the structure sound: a script with the wrong children is a row, cells sit in rows', () => {
    expect(equations(read('<math><msup><mi>x</mi></msup><mtable><mtd><mn>1</mn></mtd><mn>2</mn></mtable></math>'))[0]?.tree).toEqual([
      { tag: 'mrow', children: [{ tag: 'mi', text: 'x' }] },
      {
        tag: 'mtable',
        children: [
          { tag: 'mtr', children: [{ tag: 'mtd', children: [{ tag: 'mn', text: '1' }] }] },
          { tag: 'mtr', children: [{ tag: 'mtd', children: [{ tag: 'mn', text: '2' }] }] },
        ],
      },
    ]);
  });

  it('drops an equation that shows nothing', () => {
    expect(read('<p>a<math><annotation encoding="application/x-tex">x</annotation></math></p>')).toEqual([{ type: 'paragraph', children: [{ text: 'a' }] }]);
  });

  it('reads an equation standing between blocks as a paragraph of its own', () => {
    const blocks = read('<h2>T</h2><math display="block"><mi>x</mi></math><p>after</p>');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'paragraph']);
    expect(equations(blocks)).toHaveLength(1);
  });

  it('splits a link around an equation inside it', () => {
    expect(read('<p><a href="https://a.example">see <math><mi>x</mi></math> here</a></p>')).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', href: 'https://a.example', children: [{ text: 'see ' }] },
          { text: '' },
          { type: 'math', tree: [{ tag: 'mi', text: 'x' }], children: [{ text: '' }] },
          { text: '' },
          { type: 'link', href: 'https://a.example', children: [{ text: ' here' }] },
          { text: '' },
        ],
      },
    ]);
  });

  it('keeps spaces around an equation through a save', () => {
    const html = resaved('<p>a <math><mi>x</mi></math> b</p><p><math><mi>y</mi></math> c</p>');
    expect(html).toContain('<p>a <math');
    expect(html).toContain('</math> b</p>');
    expect(documentFromHtml(parseHtmlDocument(html)).blocks[1]).toMatchObject({ children: [{ text: '' }, { type: 'math' }, { text: ' c' }] });
  });
});

const CLOSING_TAG_TRICK = '<math><mi>&lt;/math&gt;&lt;script&gt;alert(1)&lt;/script&gt;</mi></math>';

const ACTIVE = /on\w+=|javascript:|<script|<style|href|xlink|src=|<maction|<annotation|<mglyph|alert|<img|<svg/i;

const HOSTILE_MATH: readonly [string, string][] = [
  ['a script inside math', '<math><mi>x</mi><script>alert(1)</script></math>'],
  ['maction', '<math><maction actiontype="statusline"><mi>x</mi><mtext>alert(1)</mtext></maction></math>'],
  ['href on mi', '<math><mi href="javascript:alert(1)">x</mi></math>'],
  ['xlink:href on mi', '<math><mi xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink">x</mi></math>'],
  ['HTML in annotation-xml', '<math><semantics><mi>x</mi><annotation-xml encoding="text/html"><script>alert(1)</script><img src=x onerror=alert(1)></annotation-xml></semantics></math>'],
  ['mglyph with a source', '<math><mi><mglyph src="https://evil.example/x.png" alt="alert"></mglyph>x</mi></math>'],
  ['a style attribute and element', '<math style="position:fixed"><mi style="color:red">x</mi><style>*{}</style></math>'],
  ['an event handler', '<math onclick="alert(1)"><mi onmouseover="alert(1)">x</mi></math>'],
  ['svg in mtext', '<math><mtext><svg onload="alert(1)"></svg>x</mtext></math>'],
  ['an mtext breaking out to an image', '<math><mtext><img src=x onerror=alert(1)>x</mtext></math>'],
  ['mathvariant with a script', '<math><mi mathvariant="bold&quot; onclick=&quot;alert(1)">x</mi></math>'],
];

describe('hostile MathML', () => {
  it.each(HOSTILE_MATH)('%s: nothing active is read or written', (_name, html) => {
    const written = blocksToHtml(documentFromHtml(parseHtmlDocument(`<p>${html}</p>`)).blocks);
    expect(written.replace(/&lt;|&gt;|&quot;/g, '')).not.toMatch(ACTIVE);
    expect(written).toContain('<math');
  });

  it('writes text that looks like markup as text', () => {
    const written = blocksToHtml(read(CLOSING_TAG_TRICK));
    expect(written).toContain('<mi>&lt;/math&gt;&lt;script&gt;alert(1)&lt;/script&gt;</mi>');
  });

  it('survives 10,000 levels of nesting, keeping the text', () => {
    const deep = `<p><math>${'<mrow>'.repeat(10000)}<mi>x</mi>${'</mrow>'.repeat(10000)}</math></p>`;
    const [math] = equations(read(deep));
    expect(math && nodeText({ type: 'paragraph', children: [{ text: '' }, math, { text: '' }] })).toBe('x');
    const html = blocksToHtml(read(deep));
    expect(blocksToHtml(read(html))).toBe(html);
  });

  it('keeps only the text of an equation larger than the limit', () => {
    const big = `<p><math>${'<mi>a</mi>'.repeat(MATH_MAX_NODES + 1)}</math></p>`;
    expect(equations(read(big))[0]?.tree).toEqual([{ tag: 'mtext', text: 'a'.repeat(MATH_MAX_NODES + 1) }]);
    const fits = `<p><math>${'<mi>a</mi>'.repeat(MATH_MAX_NODES)}</math></p>`;
    expect(equations(read(fits))[0]?.tree).toHaveLength(MATH_MAX_NODES);
  });
});
