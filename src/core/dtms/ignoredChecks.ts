// The checks a person chose to ignore in a document (core/a11ycheck), kept in
// its DTMS file as an extra top-level field, `ignoredChecks`:
// `{ "rules": [rule ids], "findings": [finding keys] }`. Dot's format has no
// such field; readers that do not know it skip it, as JSON readers skip what
// they do not look for. Ours is lenient the same way: a field that is not of
// this shape is dropped, not refused, so a file never fails to open over a
// note about the checker. Written only when something is ignored, so a file
// without ignores is byte for byte what it was before.

import { isJsonObject } from './fields.ts';

export interface DtmsIgnoredChecks {
  readonly rules: readonly string[];
  readonly findings: readonly string[];
}

/** The JSON key. */
export const IGNORED_CHECKS_FIELD = 'ignoredChecks';

/** At most this many entries of each list, each at most IGNORED_ENTRY_MAX characters: a file is not a place to store much else. */
export const IGNORED_LIST_MAX = 1000;
export const IGNORED_ENTRY_MAX = 200;

function readList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value.filter((entry): entry is string => typeof entry === 'string' && entry !== '' && entry.length <= IGNORED_ENTRY_MAX && !entry.includes('\u0000'));
  return [...new Set(entries)].slice(0, IGNORED_LIST_MAX);
}

/** The ignores of a parsed DTMS object, or undefined when it has none (or none we can read). */
export function readIgnoredChecks(document: unknown): DtmsIgnoredChecks | undefined {
  if (!isJsonObject(document) || !Object.hasOwn(document, IGNORED_CHECKS_FIELD)) return undefined;
  const value = document[IGNORED_CHECKS_FIELD];
  if (!isJsonObject(value)) return undefined;
  const rules = readList(value['rules'] ?? []);
  const findings = readList(value['findings'] ?? []);
  if (rules === undefined || findings === undefined || (rules.length === 0 && findings.length === 0)) return undefined;
  return { rules, findings };
}

/** The field's JSON value, or undefined when nothing is ignored (and the field is left out). */
export function ignoredChecksJson(ignores: DtmsIgnoredChecks | undefined): { rules: string[]; findings: string[] } | undefined {
  if (ignores === undefined || (ignores.rules.length === 0 && ignores.findings.length === 0)) return undefined;
  return { rules: [...ignores.rules], findings: [...ignores.findings] };
}
