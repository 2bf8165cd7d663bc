import { describe, expect, it } from 'vitest';
import type { BlockElement } from './model.ts';
import { imagePathsWithSrc } from './tactileLinks.ts';

const image = (src: string): BlockElement => ({ type: 'image', src, alt: '', children: [{ text: '' }] });

describe('imagePathsWithSrc', () => {
  it('finds every picture with that address, nested ones too, and no other', () => {
    const blocks: BlockElement[] = [
      image('/drive-app/file/1'),
      { type: 'paragraph', children: [{ text: 'x' }] },
      image('/drive-app/file/2'),
      {
        type: 'table',
        children: [{ type: 'table-row', children: [{ type: 'table-cell', children: [image('/drive-app/file/1')] }] }],
      } as unknown as BlockElement,
    ];
    expect(imagePathsWithSrc(blocks, '/drive-app/file/1')).toEqual([[0], [3, 0, 0, 0]]);
  });

  it('finds nothing when no picture has that address', () => {
    expect(imagePathsWithSrc([image('/drive-app/file/2')], '/drive-app/file/1')).toEqual([]);
  });
});
