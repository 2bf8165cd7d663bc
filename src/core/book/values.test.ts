import { describe, expect, it } from 'vitest';
import { cleanColor, cleanHref, cleanImageSrc, cleanLength, cleanMediaSrc } from './index.ts';

describe('cleanColor', () => {
  it('accepts #rgb, #rrggbb and rgb() as lower-case #rrggbb', () => {
    expect(['#ABC', '#a1B2c3', 'rgb(255, 0, 16)', 'rgba(1,2,3,1)', ' #000000 '].map(cleanColor)).toEqual(['#aabbcc', '#a1b2c3', '#ff0010', '#010203', '#000000']);
  });
  it('rejects everything else', () => {
    expect(['red', '#12345', 'rgb(256,0,0)', 'rgba(1,2,3,0.5)', 'url(javascript:x)', 'expression(alert(1))', ''].map(cleanColor)).toEqual(Array(7).fill(undefined));
  });
});

describe('cleanLength', () => {
  it('accepts a number with a unit, a bare number as pixels', () => {
    expect(['10px', '2em', '50%', '2', '1.5REM', '12pt'].map(cleanLength)).toEqual(['10px', '2em', '50%', '2px', '1.5rem', '12pt']);
  });
  it('rejects everything else', () => {
    expect(['calc(1px)', '-3px', 'auto', '10 px', 'expression(1)'].map(cleanLength)).toEqual(Array(5).fill(undefined));
  });
});

describe('addresses', () => {
  it('links to http, https, mailto and fragments only', () => {
    expect(['https://a.example/x', 'HTTP://a.example', 'mailto:a@b.c', '#top', '\n https://a.example \t'].map(cleanHref)).toEqual([
      'https://a.example/x', 'HTTP://a.example', 'mailto:a@b.c', '#top', 'https://a.example',
    ]);
    expect(['javascript:alert(1)', 'java\tscript:alert(1)', ' \u0001javascript:x', 'data:text/html,x', 'vbscript:x', '/relative', 'x.html', '#', 'https:/x', 'https:\\\\evil'].map(cleanHref)).toEqual(Array(10).fill(undefined));
  });

  it('takes pictures from the drive or as image data, media from the drive only', () => {
    expect(cleanImageSrc('/drive-app/file/12')).toBe('/drive-app/file/12');
    expect(cleanImageSrc('DATA:image/GIF;base64,R0lG\nODlh')).toBe('data:image/gif;base64,R0lGODlh');
    for (const src of ['https://evil.example/x.png', '//evil.example/x.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PA==', '/drive-app/file/../admin', '/drive-app/file/a"b', '/other/1']) {
      expect(cleanImageSrc(src)).toBeUndefined();
    }
    expect(cleanMediaSrc('/drive-app/file/9')).toBe('/drive-app/file/9');
    expect(cleanMediaSrc('data:image/png;base64,AAAA')).toBeUndefined();
  });
});
