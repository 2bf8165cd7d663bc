import { describe, expect, it } from 'vitest';
import type { BlockElement, BookDocument } from './index.ts';
import { normalizeBlocks, normalizeDocument, normalizeInlines } from './index.ts';

const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };
const loose = (value: unknown): BlockElement[] => value as BlockElement[];

describe('normalizeInlines', () => {
  it('merges neighbouring texts with equal marks and drops empty ones', () => {
    expect(normalizeInlines([{ text: 'a', bold: true }, { text: '' }, { text: 'b', bold: true }, { text: 'c' }])).toEqual([{ text: 'ab', bold: true }, { text: 'c' }]);
  });

  it('removes false and undefined marks, and marks on an empty text', () => {
    expect(normalizeInlines([{ text: 'a', bold: false, italic: undefined, underline: true }])).toEqual([{ text: 'a', underline: true }]);
    expect(normalizeInlines([{ text: '', bold: true }])).toEqual([{ text: '' }]);
  });

  it('keeps a text on both sides of a link and between two links', () => {
    const link = (text: string) => ({ type: 'link', href: '#x', children: [{ text }] });
    expect(normalizeInlines([link('a'), link('b')])).toEqual([{ text: '' }, link('a'), { text: '' }, link('b'), { text: '' }]);
  });

  it('unwraps a link with a forbidden address and removes a link with no text', () => {
    expect(normalizeInlines([{ text: 'x ' }, { type: 'link', href: 'javascript:alert(1)', children: [{ text: 'y' }] }, { type: 'link', href: '#a', children: [{ text: '' }] }])).toEqual([{ text: 'x y' }]);
  });

  it('lower-cases colours and drops ones it cannot read; tabs and no-break spaces become spaces', () => {
    expect(normalizeInlines([{ text: 'a\tb\u00a0c\r\nd\u0000', color: '#ABCDEF', highlight: 'url(x)' }])).toEqual([{ text: 'a b c\nd', color: '#abcdef' }]);
  });
});

describe('normalizeDocument', () => {
  it('gives an empty document one empty paragraph', () => {
    expect(normalizeDocument({ blocks: [] })).toEqual({ blocks: [p('')] });
  });

  it('never ends on a page break nor has two in a row', () => {
    expect(normalizeDocument({ blocks: [p('a'), pageBreak, pageBreak, p('b'), pageBreak] }).blocks).toEqual([p('a'), pageBreak, p('b'), pageBreak, p('')]);
  });

  it('keeps a valid language only', () => {
    expect(normalizeDocument({ lang: 'en-GB', blocks: [p('a')] }).lang).toBe('en-GB');
    expect(normalizeDocument({ lang: '"><script>', blocks: [p('a')] })).toEqual({ blocks: [p('a')] });
  });

  it('fills empty elements: a list, an item, a table, a row, a cell, a quotation', () => {
    const doc: BookDocument = { blocks: loose([{ type: 'list', ordered: true, children: [] }, { type: 'table', children: [] }, { type: 'blockquote', children: [] }, { type: 'heading', level: 9, children: [] }]) };
    expect(normalizeDocument(doc).blocks).toEqual([
      { type: 'list', ordered: true, children: [{ type: 'list-item', children: [p('')] }] },
      { type: 'table', children: [{ type: 'table-row', children: [{ type: 'table-cell', children: [p('')] }] }] },
      { type: 'blockquote', children: [p('')] },
      { type: 'heading', level: 6, children: [{ text: '' }] },
    ]);
  });

  it('makes list children items, a paragraph first in each, start on numbered lists only', () => {
    const nested = { type: 'list', ordered: false, children: [{ type: 'list-item', children: [p('b')] }] };
    const blocks = loose([
      { type: 'list', ordered: false, start: 4, style: 'lower-roman', children: [{ type: 'list-item', children: [nested] }, p('a'), nested] },
      { type: 'list', ordered: true, start: 2.5, style: 'upper-alpha', children: [{ type: 'list-item', children: [p('c')] }] },
    ]);
    expect(normalizeBlocks(blocks)).toEqual([
      {
        type: 'list',
        ordered: false,
        children: [
          { type: 'list-item', children: [p(''), nested] },
          { type: 'list-item', children: [p('a'), nested] },
        ],
      },
      { type: 'list', ordered: true, style: 'upper-alpha', children: [{ type: 'list-item', children: [p('c')] }] },
    ]);
  });

  it('keeps only paragraphs in a cell (a heading gives its text, a picture goes) and valid cell properties', () => {
    const cell = {
      type: 'table-cell',
      header: false,
      colSpan: 1,
      rowSpan: 3,
      width: '12',
      height: 'calc(1px)',
      align: 'middle',
      background: '#FfF',
      children: [{ type: 'heading', level: 2, children: [{ text: 'h' }] }, { type: 'image', src: '/drive-app/file/1', alt: '', children: [{ text: '' }] }],
    };
    expect(normalizeBlocks(loose([{ type: 'table', caption: '  a\n b ', children: [{ type: 'table-row', children: [cell] }] }]))).toEqual([
      { type: 'table', caption: 'a b', children: [{ type: 'table-row', children: [{ type: 'table-cell', rowSpan: 3, width: '12px', background: '#ffffff', children: [p('h')] }] }] },
    ]);
  });

  it('drops pictures and media that are not from the drive', () => {
    expect(normalizeBlocks(loose([
      { type: 'image', src: 'https://evil.example/x.png', alt: 'x', children: [{ text: '' }] },
      { type: 'media', kind: 'audio', src: 'javascript:alert(1)', children: [{ text: '' }] },
      { type: 'image', src: '/drive-app/file/1', alt: 'ok', tactile: 'abc', decorative: false, children: [] },
    ]))).toEqual([{ type: 'image', src: '/drive-app/file/1', alt: 'ok', children: [{ text: '' }] }]);
  });

  it('wraps stray texts and reads stray items and rows as their content', () => {
    expect(normalizeBlocks(loose([{ text: 'a' }, { type: 'list-item', children: [p('b')] }, { type: 'table-row', children: [{ type: 'table-cell', children: [p('c')] }] }]))).toEqual([p('a'), p('b'), p('c')]);
  });
});
