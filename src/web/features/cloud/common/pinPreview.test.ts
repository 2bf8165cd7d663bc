import { describe, expect, it } from 'vitest';
import { previewShape } from './pinPreview.ts';

describe('a pin preview', () => {
  it('draws each raised pin of a 320 page', () => {
    // Cell 1: bit 0 (top left) and bit 4 (top right) raised.
    const hex = `11${'00'.repeat(299)}`;
    expect(previewShape(hex)).toEqual({ width: 60, height: 40, path: 'M0 0h1v1h-1zM1 0h1v1h-1z', raised: 2 });
  });

  it('knows the 768 by its length', () => {
    expect(previewShape('00'.repeat(768))).toMatchObject({ width: 96, height: 64, raised: 0 });
  });

  it('shows nothing for missing or broken graphics', () => {
    expect(previewShape(null)).toBeUndefined();
    expect(previewShape('abc')).toBeUndefined();
    expect(previewShape('zz'.repeat(300))).toBeUndefined();
  });
});
