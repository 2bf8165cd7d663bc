// The panel's groups: one per rule, in the rules' own order (core's RULE_IDS:
// the document's title and headings first, then pictures, colour, links…),
// each keeping its problems in document order.

import { RULE_IDS, type RuleId } from '../../../core/a11ycheck/index.ts';

export interface RuleGroup<T> {
  readonly key: RuleId;
  readonly items: readonly T[];
}

export function groupByRule<T>(items: readonly T[], ruleOf: (item: T) => RuleId): RuleGroup<T>[] {
  const byRule = new Map<RuleId, T[]>();
  for (const item of items) {
    const rule = ruleOf(item);
    const group = byRule.get(rule);
    if (group) group.push(item);
    else byRule.set(rule, [item]);
  }
  return RULE_IDS.filter((rule) => byRule.has(rule)).map((rule) => ({ key: rule, items: byRule.get(rule) ?? [] }));
}
