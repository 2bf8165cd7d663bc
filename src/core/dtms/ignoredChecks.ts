// The checks a person chose to ignore in a document (core/ignoredChecks), kept
// in its DTMS file as an extra top-level field, `ignoredChecks`:
// `{ "rules": [rule ids], "findings": [finding keys] }`. Dot's format has no
// such field; readers that do not know it skip it, as JSON readers skip what
// they do not look for. Ours is lenient the same way: a field that is not of
// this shape is dropped, not refused, so a file never fails to open over a
// note about the checker. Written only when something is ignored, so a file
// without ignores is byte for byte what it was before.

import { cleanIgnoredChecks, type IgnoredChecks } from '../ignoredChecks/index.ts';
import { isJsonObject } from './fields.ts';

/** The JSON key. */
export const IGNORED_CHECKS_FIELD = 'ignoredChecks';

/** The ignores of a parsed DTMS object, or undefined when it has none (or none we can read). */
export function readIgnoredChecks(document: unknown): IgnoredChecks | undefined {
  if (!isJsonObject(document) || !Object.hasOwn(document, IGNORED_CHECKS_FIELD)) return undefined;
  const value = document[IGNORED_CHECKS_FIELD];
  if (!isJsonObject(value)) return undefined;
  // A list that is there but not a list makes the whole field unreadable; a missing one is empty.
  const { rules = [], findings = [] } = value;
  if (!Array.isArray(rules) || !Array.isArray(findings)) return undefined;
  return cleanIgnoredChecks({ rules, findings });
}

/** The field's JSON value, or undefined when nothing is ignored (and the field is left out). */
export function ignoredChecksJson(ignores: IgnoredChecks | undefined): { rules: string[]; findings: string[] } | undefined {
  if (ignores === undefined || (ignores.rules.length === 0 && ignores.findings.length === 0)) return undefined;
  return { rules: [...ignores.rules], findings: [...ignores.findings] };
}
