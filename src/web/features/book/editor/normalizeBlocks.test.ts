import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalDocumentArb } from '../../../../core/book/testing/arbitraries.ts';
import { normalizeBlocks } from './normalizeBlocks.ts';

describe("the editor's normaliser", () => {
  it("leaves a document core has normalised as it is, so opening a document is not an edit", () => {
    fc.assert(
      fc.property(normalDocumentArb, (doc) => {
        expect(normalizeBlocks(doc.blocks)).toEqual(doc.blocks);
      }),
      { numRuns: 300 },
    );
  });
});
