import { describe, expect, it } from 'vitest';
import { bearerToken } from './callers.ts';

describe('bearerToken', () => {
  it('takes the token of a Bearer header, in any letter case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def-_~+/=')).toBe('abc.def-_~+/=');
  });

  it('finds none in other schemes, empty or malformed headers', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcg==', 'Bearer a b', 'Bearer <script>']) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});
