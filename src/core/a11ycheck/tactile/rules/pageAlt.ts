// page-alt: a Canvas page needs alternative text (spec §5; WCAG 1.1.1). A
// format with no place for it (a DTMS read alone) is not checked.

import type { Finding } from '../../finding.ts';
import { findingKey } from '../../findingKey.ts';
import { tactileFindingMessages, tactileFixMessages } from '../messages.ts';
import { TACTILE_RULE_INFO } from '../ruleInfo.ts';

export function checkPageAlt(altText: string | undefined, page: number): Finding[] {
  if (altText === undefined || altText.trim() !== '') return [];
  return [
    {
      rule: 'page-alt',
      severity: TACTILE_RULE_INFO['page-alt'].severity,
      location: { kind: 'page', page },
      key: findingKey('page-alt', `${page}`),
      message: { message: tactileFindingMessages.pageAlt, values: { page: page + 1 } },
      fix: { kind: 'guided', label: { message: tactileFixMessages.describePage }, action: 'page-description' },
    },
  ];
}
