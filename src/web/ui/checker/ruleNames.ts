// A rule's name, as the panel heads its group: from the rules' own
// catalogues (core/a11ycheck's rule info), the rule's id when one has none.

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { DOCUMENT_RULES, TACTILE_RULE_INFO, type RuleId } from '../../../core/a11ycheck/index.ts';
import type { Message } from '../../../core/messages/index.ts';

const NAMES: Partial<Record<RuleId, { readonly name: Message }>> = { ...DOCUMENT_RULES, ...TACTILE_RULE_INFO };

export function useRuleName(): (rule: RuleId) => string {
  const intl = useIntl();
  return useCallback((rule: RuleId) => {
    const info = NAMES[rule];
    return info ? intl.formatMessage(info.name) : rule;
  }, [intl]);
}
