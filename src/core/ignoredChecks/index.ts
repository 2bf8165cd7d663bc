// What a document keeps of the accessibility checks a person ignored (the Book's and the Canvas's files alike).

export { cleanIgnoredChecks, MAX_IGNORED_FINDINGS, MAX_IGNORED_RULES, type IgnoredChecks } from './ignoredChecks.ts';
