import { describe, expect, it } from 'vitest';
import { emptyParagraph } from '../../book/index.ts';
import { ignoresOfDocument, knownIgnores, withIgnores } from './documentIgnores.ts';

describe('a document’s ignores as the checker reads them', () => {
  it('keep only rules the checker has, and keys of their findings', () => {
    expect(knownIgnores({ rules: ['heading-order', 'made-up', 'tactile-density'], findings: ['image-alt:0a1b2c3d', 'made-up:0a1b2c3d'] })).toEqual({
      rules: ['heading-order', 'tactile-density'],
      findings: ['image-alt:0a1b2c3d'],
    });
    expect(ignoresOfDocument({ blocks: [emptyParagraph()] })).toEqual({ rules: [], findings: [] });
  });

  it('are replaced in the document, and gone when none are left', () => {
    const doc = withIgnores({ blocks: [emptyParagraph()] }, { rules: ['link-name'], findings: [] });
    expect(doc.ignoredChecks).toEqual({ rules: ['link-name'], findings: [] });
    expect(withIgnores(doc, { rules: [], findings: [] })).not.toHaveProperty('ignoredChecks');
  });
});
