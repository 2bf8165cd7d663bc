// A rule's name, as the panel heads its group.

import type { RuleId } from '../../../core/a11ycheck/index.ts';

export function ruleNameMessage(rule: RuleId): string {
  return rule;
}
