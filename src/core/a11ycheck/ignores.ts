// What a person chose not to be told again, kept in the document itself
// (the Book's HTML, the Canvas's file): one finding by its key, or a whole
// rule for this document.

import type { Finding, RuleId } from './finding.ts';

export interface CheckIgnores {
  readonly rules: readonly RuleId[];
  readonly findings: readonly string[];
}

export const NO_IGNORES: CheckIgnores = { rules: [], findings: [] };

export function isIgnored(finding: Finding, ignores: CheckIgnores): boolean {
  return ignores.rules.includes(finding.rule) || ignores.findings.includes(finding.key);
}

/** The findings still to show. */
export function withoutIgnored(findings: readonly Finding[], ignores: CheckIgnores): Finding[] {
  return findings.filter((finding) => !isIgnored(finding, ignores));
}

export function ignoreFinding(ignores: CheckIgnores, finding: Finding): CheckIgnores {
  return ignores.findings.includes(finding.key) ? ignores : { ...ignores, findings: [...ignores.findings, finding.key] };
}

export function ignoreRule(ignores: CheckIgnores, rule: RuleId): CheckIgnores {
  return ignores.rules.includes(rule) ? ignores : { ...ignores, rules: [...ignores.rules, rule] };
}
