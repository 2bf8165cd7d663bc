import { describe, expect, it } from 'vitest';
import type { BlockElement } from './index.ts';
import { blocksText, nodeText } from './index.ts';

describe('nodeText', () => {
  it('runs inline content together, soft breaks as \\n, and puts block children on lines', () => {
    const list: BlockElement = {
      type: 'list',
      ordered: true,
      children: [
        { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'a\nb ' }, { type: 'link', href: '#x', children: [{ text: 'c' }] }, { text: '' }] }] },
        { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'd' }] }] },
      ],
    };
    expect(nodeText(list)).toBe('a\nb c\nd');
    expect(blocksText([list, { type: 'image', src: '/drive-app/file/1', alt: 'x', children: [{ text: '' }] }])).toBe('a\nb c\nd\n');
  });
});
