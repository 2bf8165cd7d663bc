// The ignores a document keeps (BookDocument.ignoredChecks), as the checker
// uses them: only ids of rules it has, and keys of findings of those rules.
// The Book keeps anything shaped like one (it cannot know the rules); here
// and in the server's sanitiser the unknown ones go.

import type { BookDocument, IgnoredChecks } from '../../book/index.ts';
import { isRuleId, type RuleId } from '../finding.ts';
import type { CheckIgnores } from '../ignores.ts';
import { NO_IGNORES } from '../ignores.ts';

export function knownIgnores(ignored: IgnoredChecks | undefined): CheckIgnores {
  if (!ignored) return NO_IGNORES;
  return {
    rules: ignored.rules.filter((rule): rule is RuleId => isRuleId(rule)),
    findings: ignored.findings.filter((key) => isRuleId(key.slice(0, key.lastIndexOf(':')))),
  };
}

export function ignoresOfDocument(doc: BookDocument): CheckIgnores {
  return knownIgnores(doc.ignoredChecks);
}

/** The document with its ignores replaced (undefined when none are left), as the editor and the server store it. */
export function withIgnores(doc: BookDocument, ignores: CheckIgnores): BookDocument {
  const { ignoredChecks: _old, ...rest } = doc;
  void _old;
  return ignores.rules.length > 0 || ignores.findings.length > 0 ? { ...rest, ignoredChecks: { rules: [...ignores.rules], findings: [...ignores.findings] } } : rest;
}
