import { describe, expect, it } from 'vitest';
import { imageAddressOf } from './imageSource.ts';

describe('the picture address in an answer', () => {
  it('finds a drive address or an image data URL wherever it is', () => {
    expect(imageAddressOf({ items: [{ fileName: 'a', url: '/drive-app/file/img/1?sig=x' }] })).toBe('/drive-app/file/img/1?sig=x');
    expect(imageAddressOf({ image: 'data:image/png;base64,AAAA', contentType: 'image/png' })).toBe('data:image/png;base64,AAAA');
  });

  it('ignores anything else (a remote address, a data URL that is not a picture)', () => {
    expect(imageAddressOf({ url: 'https://evil.test/x.png' })).toBeUndefined();
    expect(imageAddressOf({ image: 'data:text/html;base64,AAAA' })).toBeUndefined();
    expect(imageAddressOf(null)).toBeUndefined();
  });
});
