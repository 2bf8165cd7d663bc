import { describe, expect, it } from 'vitest';
import type { BookDocument } from '../core/book/index.ts';
import { nodePathText, pinsText, placeText } from './findingPlace.ts';

const doc: BookDocument = {
  blocks: [
    { type: 'heading', level: 1, children: [{ text: 'Leaves' }] },
    { type: 'paragraph', children: [{ text: 'See ' }, { type: 'link', href: 'https://example.org', children: [{ text: 'here' }] }] },
    { type: 'image', src: '/drive-app/file/1', alt: '', children: [{ text: '' }] },
    {
      type: 'table',
      children: [
        { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Part' }] }] }] },
        {
          type: 'table-row',
          children: [
            { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'Blade' }] }] },
            { type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: 'Job' }] }] },
          ],
        },
      ],
    },
    { type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'one' }] }] }] },
  ],
};

describe('a finding\'s place in words', () => {
  it('names a block by what it is and its number from 1', () => {
    expect(nodePathText(doc.blocks, [0])).toBe('heading 1 (block 1)');
    expect(nodePathText(doc.blocks, [2])).toBe('image (block 3)');
    expect(nodePathText(doc.blocks, [4])).toBe('numbered list (block 5)');
  });

  it('names a node inside a block with its block, a table\'s cells by row and column', () => {
    expect(nodePathText(doc.blocks, [1, 1])).toBe('link in paragraph (block 2)');
    expect(nodePathText(doc.blocks, [1, 1, 0])).toBe('text in paragraph (block 2)');
    expect(nodePathText(doc.blocks, [3, 1, 1])).toBe('header cell, row 2, column 2 in table (block 4)');
    expect(nodePathText(doc.blocks, [3, 0])).toBe('table row in table (block 4)');
    expect(nodePathText(doc.blocks, [4, 0])).toBe('list item in numbered list (block 5)');
  });

  it('still says something for a path the document does not have', () => {
    expect(nodePathText(doc.blocks, [9])).toBe('node 10');
    expect(nodePathText(doc.blocks, [0, 5])).toBe('heading 1 (block 1), part 6');
  });

  it('counts pins from 1, columns × rows, one number for one pin', () => {
    expect(pinsText({ x: 11, y: 3, width: 4, height: 4 })).toBe('pins 12–15 × 4–7');
    expect(pinsText({ x: 52, y: 20, width: 1, height: 1 })).toBe('pin 53 × 21');
    expect(pinsText({ x: 0, y: 0, width: 1, height: 3 })).toBe('pins 1 × 1–3');
  });

  it('reads every kind of location', () => {
    expect(placeText({ kind: 'document' })).toBe('document');
    expect(placeText({ kind: 'node', path: [2] }, doc)).toBe('image (block 3)');
    expect(placeText({ kind: 'element', selector: 'body > div:nth-of-type(2) > button' })).toBe('body > div:nth-of-type(2) > button');
    expect(placeText({ kind: 'page', page: 2 })).toBe('page 3');
    expect(placeText({ kind: 'page', page: 2, area: { x: 11, y: 3, width: 4, height: 4 } })).toBe('page 3, pins 12–15 × 4–7');
  });
});
