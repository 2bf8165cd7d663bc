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

  it('knows a drive picture by its address whatever its signature, and inline data as it is', () => {
    const signed = (sig: string) => `/drive-app/file/files/0f1e2d3c-aaaa-bbbb-cccc-000011112222?exp=1&aud=owner&sig=${sig}`;
    expect(imagePathsWithSrc([image(signed('one'))], signed('two'))).toEqual([[0]]);
    expect(imagePathsWithSrc([image('/drive-app/file/files/other?sig=two')], signed('two'))).toEqual([]);
    expect(imagePathsWithSrc([image('data:image/png;base64,AAAA')], 'data:image/png;base64,AAAA')).toEqual([[0]]);
    expect(imagePathsWithSrc([image('data:image/png;base64,AAAA')], 'data:image/png;base64,AAAB')).toEqual([]);
  });
});
