import { describe, expect, it } from 'vitest';
import { attrs, xmlAttr, xmlLegal, xmlText } from './xml.ts';

describe('XML text', () => {
  it('removes what XML 1.0 forbids and keeps what it allows', () => {
    expect(xmlLegal('a\u0000b\u0001c\u0008d\u000Be\u001Ff\uFFFEg\uFFFFh')).toBe('abcdefgh');
    expect(xmlLegal('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low');
    expect(xmlLegal('tab\tline\ncr\r 한글 😀 \uE000 \uFFFD')).toBe('tab\tline\ncr\r 한글 😀 \uE000 \uFFFD');
  });

  it('escapes markup in text and attributes', () => {
    expect(xmlText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(xmlAttr('say "hi"\n\t')).toBe('say &quot;hi&quot;&#10;&#9;');
    expect(attrs([['id', 'x'], ['skip', undefined], ['n', 3]])).toBe(' id="x" n="3"');
  });
});
