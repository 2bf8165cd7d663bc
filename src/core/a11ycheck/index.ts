// The accessibility checker: rules over documents and tactile pages, each
// finding with its place and, where safe, a fix as data.

export * from './finding.ts';
export * from './ignores.ts';
export { findingKey } from './findingKey.ts';
export { checkDocument, type DocumentCheckOptions } from './document/checkDocument.ts';
export { applyDocumentFix } from './document/applyFix.ts';
export { checkHtml } from './document/checkHtml.ts';
export { DOCUMENT_RULES, type RuleInfo } from './document/ruleInfo.ts';
export { ignoresOfDocument, knownIgnores, withIgnores } from './document/documentIgnores.ts';
export { checkPages, type TactilePage } from './tactile/checkPages.ts';
export { applyPageFix } from './tactile/applyFix.ts';
export { TACTILE_RULE_INFO, type TactileRuleInfo } from './tactile/ruleInfo.ts';
export { tactileFindingMessages, tactileFixMessages, tactileRuleHelp, tactileRuleNames } from './tactile/messages.ts';
