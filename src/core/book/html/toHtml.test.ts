import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../index.ts';
import { blocksToHtml, documentToHtml } from '../index.ts';

describe('documentToHtml', () => {
  it('writes a whole page with its language and escaped title', () => {
    expect(documentToHtml({ lang: 'ko', blocks: [{ type: 'paragraph', children: [{ text: '안녕' }] }] }, { title: 'A & <B> "c"' })).toBe(
      '<!DOCTYPE html>\n<html lang="ko"><head><meta charset="utf-8"><title>A &amp; &lt;B&gt; &quot;c&quot;</title></head><body>\n<p>안녕</p>\n</body></html>\n',
    );
  });
});

describe('blocksToHtml', () => {
  it('escapes text and attributes', () => {
    const blocks: BlockElement[] = [
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', href: 'https://a.example/?a=1&b="2"', children: [{ text: "<i>'x'</i>" }] }, { text: '' }] },
      { type: 'image', src: '/drive-app/file/1', alt: '"><script>', children: [{ text: '' }] },
    ];
    expect(blocksToHtml(blocks)).toBe(
      '<p><a href="https://a.example/?a=1&amp;b=&quot;2&quot;">&lt;i&gt;&#39;x&#39;&lt;/i&gt;</a></p>\n<img src="/drive-app/file/1" alt="&quot;&gt;&lt;script&gt;">\n',
    );
  });

  it('writes spaces that would collapse as no-break spaces and line breaks as <br>', () => {
    expect(blocksToHtml([{ type: 'paragraph', children: [{ text: ' a  b \nc ' }] }])).toBe('<p>&nbsp;a&nbsp;&nbsp;b&nbsp;<br>c&nbsp;</p>\n');
  });

  it('writes marks, colours and the yellow highlight as <mark>', () => {
    expect(blocksToHtml([{ type: 'paragraph', children: [{ text: 'a', bold: true, italic: true, highlight: '#ffff00' }, { text: 'b', color: '#ff0000', superscript: true }] }])).toBe(
      '<p><mark><strong><em>a</em></strong></mark><span style="color:#ff0000"><sup>b</sup></span></p>\n',
    );
  });

  it('writes lists, tables, media and page breaks with only the allowed attributes', () => {
    const blocks: BlockElement[] = [
      { type: 'list', ordered: true, start: 3, style: 'lower-alpha', children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }] },
      {
        type: 'table',
        caption: 'C',
        children: [{ type: 'table-row', children: [{ type: 'table-cell', header: true, colSpan: 2, width: '10px', align: 'center', background: '#00ff00', children: [{ type: 'paragraph', children: [{ text: '' }] }] }] }],
      },
      { type: 'media', kind: 'video', src: '/drive-app/file/3', title: 'Film', children: [{ text: '' }] },
      { type: 'page-break', children: [{ text: '' }] },
      { type: 'image', src: '/drive-app/file/4', alt: '', decorative: true, tactile: '99', width: '50%', children: [{ text: '' }] },
    ];
    expect(blocksToHtml(blocks)).toBe(
      '<ol start="3" style="list-style-type:lower-alpha"><li>x</li></ol>\n' +
        '<table><caption>C</caption><tbody><tr><th colspan="2" style="width:10px;text-align:center;background-color:#00ff00"></th></tr></tbody></table>\n' +
        '<video controls src="/drive-app/file/3" title="Film"></video>\n' +
        '<hr class="page-break">\n' +
        '<img src="/drive-app/file/4" alt="" data-decorative="" data-tactile="99" style="width:50%">\n',
    );
  });
});
