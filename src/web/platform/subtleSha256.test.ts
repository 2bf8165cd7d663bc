import { describe, expect, it } from 'vitest';
import { subtleSha256 } from './subtleSha256.ts';

describe('subtleSha256', () => {
  it('gives the SHA-256 of some bytes as 64 lower-case hex digits (FIPS 180-2 vectors)', async () => {
    expect(await subtleSha256(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await subtleSha256(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes only the view it is given, not the rest of its buffer', async () => {
    const buffer = new TextEncoder().encode('xxabcxx');
    expect(await subtleSha256(buffer.subarray(2, 5))).toBe(await subtleSha256(new TextEncoder().encode('abc')));
  });
});
