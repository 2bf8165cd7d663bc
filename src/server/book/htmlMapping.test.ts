// How HTML maps onto the Book model (docs/book.md, "The document and its
// HTML"), read through parse5 as the server reads uploads and saves.

import { describe, expect, it } from 'vitest';
import { blocksFromHtml, documentFromHtml } from '../../core/book/index.ts';
import type { BlockElement } from '../../core/book/index.ts';
import { parseHtmlDocument, parseHtmlFragment } from './parseHtml.ts';

function read(html: string): BlockElement[] {
  return blocksFromHtml(parseHtmlFragment(html));
}

const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });

describe('documentFromHtml', () => {
  it('reads the language from <html lang> and the body', () => {
    const doc = documentFromHtml(parseHtmlDocument('<!DOCTYPE html><html lang="ko"><head><title>제목</title></head><body><p>안녕</p></body></html>'));
    expect(doc).toEqual({ lang: 'ko', blocks: [p('안녕')] });
  });

  it('gives an empty document one empty paragraph, and a page break a paragraph after it', () => {
    expect(documentFromHtml(parseHtmlDocument('')).blocks).toEqual([p('')]);
    expect(documentFromHtml(parseHtmlDocument('<p>a</p><hr class="page-break">')).blocks).toEqual([p('a'), { type: 'page-break', children: [{ text: '' }] }, p('')]);
  });
});

describe('blocks', () => {
  it('reads paragraphs and headings with their alignment', () => {
    expect(read('<h2 style="text-align: center">T</h2><p align="right">x</p><h7>y</h7>')).toEqual([
      { type: 'heading', level: 2, align: 'center', children: [{ text: 'T' }] },
      { type: 'paragraph', align: 'right', children: [{ text: 'x' }] },
      p('y'),
    ]);
  });

  it('keeps an explicit empty paragraph but not white space between blocks', () => {
    expect(read('<p></p>\n  <p>a</p>\n')).toEqual([p(''), p('a')]);
  });

  it('reads containers through, ending paragraphs at their edges', () => {
    expect(read('<div>a<section>b</section>c</div><article><main><figure>d<figcaption>e</figcaption></figure></main></article>')).toEqual([
      p('a'), p('b'), p('c'), p('d'), p('e'),
    ]);
  });

  it('reads lists: start, type and list-style-type, nested lists, text as a first paragraph', () => {
    expect(read('<ol start="3" type="i"><li>one<ul style="list-style-type: square"><li>two</li></ul></li><li><p>x</p><p>y</p></li></ol>')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 3,
        style: 'lower-roman',
        children: [
          { type: 'list-item', children: [p('one'), { type: 'list', ordered: false, style: 'square', children: [{ type: 'list-item', children: [p('two')] }] }] },
          { type: 'list-item', children: [p('x'), p('y')] },
        ],
      },
    ]);
  });

  it('puts a list written straight inside a list into the item before it', () => {
    expect(read('<ul><li>a</li><ul><li>b</li></ul></ul>')).toEqual([
      {
        type: 'list',
        ordered: false,
        children: [{ type: 'list-item', children: [p('a'), { type: 'list', ordered: false, children: [{ type: 'list-item', children: [p('b')] }] }] }],
      },
    ]);
  });

  it('drops start on a bulleted list and a start below 1', () => {
    expect(read('<ul start="3"><li>a</li></ul><ol start="0"><li>b</li></ol>')).toEqual([
      { type: 'list', ordered: false, children: [{ type: 'list-item', children: [p('a')] }] },
      { type: 'list', ordered: true, children: [{ type: 'list-item', children: [p('b')] }] },
    ]);
  });

  it('reads quotations', () => {
    expect(read('<blockquote>a<h3>b</h3><ul><li>c</li></ul></blockquote>')).toEqual([
      {
        type: 'blockquote',
        children: [p('a'), { type: 'heading', level: 3, children: [{ text: 'b' }] }, { type: 'list', ordered: false, children: [{ type: 'list-item', children: [p('c')] }] }],
      },
    ]);
  });

  it('reads tables: caption, sections flattened, header cells, spans and cell styles', () => {
    const html =
      '<table><caption> The  caption </caption><thead><tr><th>H</th></tr></thead><tbody><tr>' +
      '<td colspan="2" rowspan="1" style="width: 40px; height: 2em; text-align: right; background-color: rgb(255, 0, 0)">a<p>b</p></td>' +
      '</tr></tbody><tfoot><tr><td bgcolor="#ABC" width="30"><ul><li>l</li></ul></td></tr></tfoot></table>';
    expect(read(html)).toEqual([
      {
        type: 'table',
        caption: 'The caption',
        children: [
          { type: 'table-row', children: [{ type: 'table-cell', header: true, children: [p('H')] }] },
          { type: 'table-row', children: [{ type: 'table-cell', colSpan: 2, width: '40px', height: '2em', align: 'right', background: '#ff0000', children: [p('a'), p('b')] }] },
          { type: 'table-row', children: [{ type: 'table-cell', width: '30px', background: '#aabbcc', children: [p('l')] }] },
        ],
      },
    ]);
  });

  it('drops a table with no cells', () => {
    expect(read('<table><caption>c</caption></table><p>a</p>')).toEqual([p('a')]);
  });

  it('reads pictures from the drive or as image data; a picture splits its paragraph', () => {
    expect(read('<p>a<img src="/drive-app/file/5" alt="A cat" data-tactile="77" width="120">b</p>')).toEqual([
      p('a'),
      { type: 'image', src: '/drive-app/file/5', alt: 'A cat', tactile: '77', width: '120px', children: [{ text: '' }] },
      p('b'),
    ]);
    expect(read('<img src="data:image/PNG;base64,iVBO Rw==" style="width:50%" role="presentation">')).toEqual([
      { type: 'image', src: 'data:image/png;base64,iVBORw==', alt: '', decorative: true, width: '50%', children: [{ text: '' }] },
    ]);
    expect(read('<img src="/drive-app/file/5" alt="" data-decorative>')).toEqual([
      { type: 'image', src: '/drive-app/file/5', alt: '', decorative: true, children: [{ text: '' }] },
    ]);
  });

  it('reads audio and video from the drive, from src or a <source>', () => {
    expect(read('<audio controls src="/drive-app/file/1" title="Song"></audio><video><source src="https://x.example/v.mp4"><source src="/drive-app/file/2"></video>')).toEqual([
      { type: 'media', kind: 'audio', src: '/drive-app/file/1', title: 'Song', children: [{ text: '' }] },
      { type: 'media', kind: 'video', src: '/drive-app/file/2', children: [{ text: '' }] },
    ]);
  });

  it('reads page breaks: ours, CKEditor’s and CSS ones; a plain rule goes; never two in a row', () => {
    const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };
    expect(read('<p>a</p><hr class="page-break"><p>b</p><div class="page-break" style="page-break-after:always"><span style="display:none">&nbsp;</span></div><p>c</p>')).toEqual([
      p('a'), pageBreak, p('b'), pageBreak, p('c'),
    ]);
    expect(read('<p style="break-after: page">a</p><p style="page-break-before: always">b</p><hr><p>c</p>')).toEqual([p('a'), pageBreak, p('b'), p('c')]);
  });

  it('reads <pre> as code keeping its white space', () => {
    expect(read('<pre>  a  b\n c</pre>')).toEqual([{ type: 'paragraph', children: [{ text: '  a  b\n c', code: true }] }]);
  });
});

describe('inline', () => {
  it('reads the formatting elements as marks', () => {
    const [block] = read('<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins><s>s</s><del>d</del><strike>k</strike><code>c</code><kbd>k</kbd><sup>2</sup><sub>x</sub><mark>m</mark></p>');
    expect(block).toEqual({
      type: 'paragraph',
      children: [
        { text: 'bs', bold: true },
        { text: 'ie', italic: true },
        { text: 'un', underline: true },
        { text: 'sdk', strikethrough: true },
        { text: 'ck', code: true },
        { text: '2', superscript: true },
        { text: 'x', subscript: true },
        { text: 'm', highlight: '#ffff00' },
      ],
    });
  });

  it('reads colours from styles as #rrggbb and drops anything else', () => {
    expect(read('<p><span style="color:#F00; background-color: rgb(0, 128, 255)">a</span><span style="color: red">b</span><span style="color:#12345">c</span></p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'a', color: '#ff0000', highlight: '#0080ff' }, { text: 'bc' }] },
    ]);
  });

  it('reads the styles word processors paste, Google Docs’ normal-weight wrapper too', () => {
    expect(read('<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">B</span><span style="font-style:italic;text-decoration:underline line-through">I</span>n</p></b>')).toEqual([
      { type: 'paragraph', children: [{ text: 'B', bold: true }, { text: 'I', italic: true, underline: true, strikethrough: true }, { text: 'n' }] },
    ]);
  });

  it('reads line breaks as \\n and collapses white space as a browser shows it', () => {
    expect(read('<p>  a \n\t b <b> c </b> <br> d&nbsp;&nbsp;e  </p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'a b ' }, { text: 'c', bold: true }, { text: '\nd  e' }] },
    ]);
  });

  it('reads links for http, https, mailto and fragments only', () => {
    expect(read('<p><a href="https://a.example/?q=1&amp;r=2">a</a> <a href="MAILTO:x@y.z">m</a> <a href="#s2">f</a> <a href="ftp://x">t</a></p>')).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', href: 'https://a.example/?q=1&r=2', children: [{ text: 'a' }] },
          { text: ' ' },
          { type: 'link', href: 'MAILTO:x@y.z', children: [{ text: 'm' }] },
          { text: ' ' },
          { type: 'link', href: '#s2', children: [{ text: 'f' }] },
          { text: ' t' },
        ],
      },
    ]);
  });

  it('reads a link inside a link as text of the outer one', () => {
    // The HTML parser itself closes an <a> when another opens; nested ones come only from scripts or foreign trees.
    expect(read('<p><a href="#a">x<span><a href="#b">y</a></span></a></p>')).toEqual([
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', href: '#a', children: [{ text: 'x' }] }, { text: '' }, { type: 'link', href: '#b', children: [{ text: 'y' }] }, { text: '' }] },
    ]);
  });
});
