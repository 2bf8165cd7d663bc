// The checks a person chose to ignore (core/ignoredChecks), as the Book
// writes them in its HTML head:
//   <meta name="a11y-ignore-rules" content="heading-order list-structure">
//   <meta name="a11y-ignore-findings" content="image-alt:0a1b2c3d …">

import { cleanIgnoredChecks, type IgnoredChecks } from '../ignoredChecks/index.ts';

export const IGNORE_RULES_META = 'a11y-ignore-rules';
export const IGNORE_FINDINGS_META = 'a11y-ignore-findings';

/** The ignores read from the meta tags' contents (space-separated). */
export function ignoredChecksFromMeta(rules: string | undefined, findings: string | undefined): IgnoredChecks | undefined {
  const split = (text: string | undefined): string[] => (text ?? '').split(/[\s,]+/).filter((token) => token !== '');
  return cleanIgnoredChecks({ rules: split(rules), findings: split(findings) });
}
