import { describe, expect, it } from 'vitest';
import { cleanIgnoredChecks, MAX_IGNORED_FINDINGS, MAX_IGNORED_RULES } from './ignoredChecks.ts';

describe('the ignored checks a document keeps', () => {
  it('keep rule ids and finding keys of the right shape, once each, and nothing else', () => {
    expect(cleanIgnoredChecks({ rules: ['heading-order', 'heading-order', 'Bad Rule', 7, '<script>'], findings: ['image-alt:0a1b2c3d', 'image-alt:xyz', 'image-alt'] })).toEqual({
      rules: ['heading-order'],
      findings: ['image-alt:0a1b2c3d'],
    });
    expect(cleanIgnoredChecks({ rules: [], findings: [] })).toBeUndefined();
    expect(cleanIgnoredChecks('heading-order')).toBeUndefined();
  });

  it('are bounded', () => {
    const rules = Array.from({ length: MAX_IGNORED_RULES + 3 }, (_, index) => `rule-${index}`);
    const findings = Array.from({ length: MAX_IGNORED_FINDINGS + 3 }, (_, index) => `link-name:${index.toString(16).padStart(8, '0')}`);
    const clean = cleanIgnoredChecks({ rules, findings });
    expect(clean?.rules).toHaveLength(MAX_IGNORED_RULES);
    expect(clean?.findings).toHaveLength(MAX_IGNORED_FINDINGS);
  });
});
