// Building a finding: the rule's key from its subject, so each rule file says only what it found.

import type { MessageRef } from '../../messages/index.ts';
import type { DocumentRuleId, Finding, FindingLocation, Fix, Severity } from '../finding.ts';
import { findingKey } from '../findingKey.ts';
import type { Message } from '../../messages/index.ts';

export function documentFinding(
  rule: DocumentRuleId,
  severity: Severity,
  location: FindingLocation,
  subject: string,
  message: Message,
  values?: MessageRef['values'],
  fix?: Fix,
): Finding {
  const ref: MessageRef = values ? { message, values } : { message };
  return fix ? { rule, severity, location, key: findingKey(rule, subject), message: ref, fix } : { rule, severity, location, key: findingKey(rule, subject), message: ref };
}

export function atPath(path: readonly number[]): FindingLocation {
  return { kind: 'node', path };
}
