// The checks a person chose not to be told about again, as a document keeps
// them — the Book in its HTML head, the Canvas in its DTMS file. One shape
// and one cleaner for both: rule ids and finding keys (a rule id, ':' and an
// 8-digit digest, core/a11ycheck's findingKey). This module knows no rules
// (the checker builds on the Book, and the Book cannot import it back), so
// it keeps what has their shape and bounds how many; the checker and the
// server's sanitiser drop ids no rule has.

export interface IgnoredChecks {
  readonly rules: readonly string[];
  readonly findings: readonly string[];
}

/** More rules than the checker has would be noise; findings are bounded so a file cannot grow without end. */
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

/** The ignores of any value read from a file: entries of the right shape, once each, bounded; undefined when none are left. */
export function cleanIgnoredChecks(value: unknown): IgnoredChecks | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const loose = value as { rules?: unknown; findings?: unknown };
  const rules = cleanList(loose.rules, RULE_ID, MAX_IGNORED_RULES);
  const findings = cleanList(loose.findings, FINDING_KEY, MAX_IGNORED_FINDINGS);
  return rules.length > 0 || findings.length > 0 ? { rules, findings } : undefined;
}
