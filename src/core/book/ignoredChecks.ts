// The checks a person chose to ignore, as the document keeps them
// (model.ts IgnoredChecks) and writes them in its HTML head:
//   <meta name="a11y-ignore-rules" content="heading-order list-structure">
//   <meta name="a11y-ignore-findings" content="image-alt:0a1b2c3d …">
// The Book does not know the checker's rules (core/a11ycheck builds on the
// Book, not the other way round), so it keeps what has their shape — a rule
// id, a rule id and an 8-digit digest — and bounds how many; the checker
// and the server's sanitiser drop ids no rule has.

import type { IgnoredChecks } from './model.ts';

export const IGNORE_RULES_META = 'a11y-ignore-rules';
export const IGNORE_FINDINGS_META = 'a11y-ignore-findings';
/** More rules than the checker has would be noise; findings are bounded so a page cannot grow a huge head. */
export const MAX_IGNORED_RULES = 64;
export const MAX_IGNORED_FINDINGS = 2000;

const RULE_ID = /^[a-z][a-z0-9-]{0,63}$/;
const FINDING_KEY = /^[a-z][a-z0-9-]{0,63}:[0-9a-f]{8}$/;

function cleanList(values: unknown, shape: RegExp, max: number): string[] {
  if (!Array.isArray(values)) return [];
  const kept = new Set<string>();
  for (const value of values) {
    if (kept.size >= max) break;
    if (typeof value === 'string' && shape.test(value)) kept.add(value);
  }
  return [...kept];
}

/** The ignores as the model keeps them, or undefined when there are none. */
export function cleanIgnoredChecks(value: unknown): IgnoredChecks | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const loose = value as { rules?: unknown; findings?: unknown };
  const rules = cleanList(loose.rules, RULE_ID, MAX_IGNORED_RULES);
  const findings = cleanList(loose.findings, FINDING_KEY, MAX_IGNORED_FINDINGS);
  return rules.length > 0 || findings.length > 0 ? { rules, findings } : undefined;
}

/** The ignores read from the meta tags' contents (space-separated). */
export function ignoredChecksFromMeta(rules: string | undefined, findings: string | undefined): IgnoredChecks | undefined {
  const split = (text: string | undefined): string[] => (text ?? '').split(/[\s,]+/).filter((token) => token !== '');
  return cleanIgnoredChecks({ rules: split(rules), findings: split(findings) });
}
