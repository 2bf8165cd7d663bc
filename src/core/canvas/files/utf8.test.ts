import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './utf8.ts';

describe('decodeUtf8', () => {
  it('decodes what TextEncoder writes, any plane, with or without a byte-order mark', () => {
    const text = 'A é 한글 ⠁ 😀 \u0000';
    const bytes = new TextEncoder().encode(text);
    expect(decodeUtf8(bytes)).toBe(text);
    expect(decodeUtf8(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes))).toBe(text);
    const long = '가'.repeat(20_000);
    expect(decodeUtf8(new TextEncoder().encode(long))).toBe(long);
  });

  it('refuses malformed sequences: cut short, overlong, surrogates, bad leads', () => {
    for (const bad of [[0xc3], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf5, 0x80, 0x80, 0x80], [0x80], [0xe2, 0x28, 0xa1]]) {
      expect(decodeUtf8(Uint8Array.from(bad)), bad.join(',')).toBeUndefined();
    }
  });
});
