// A finding's key: its rule and a short digest of what it is about. FNV-1a
// (32 bits) is enough to tell apart the findings of one document; it is a
// name, not a secret.

import type { RuleId } from './finding.ts';

export function findingKey(rule: RuleId, subject: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < subject.length; index += 1) {
    hash ^= subject.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${rule}:${hash.toString(16).padStart(8, '0')}`;
}
