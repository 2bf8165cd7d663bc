// The document rules' catalogue: a name and one-line help per rule, and the
// most serious severity it reports, so the panel and the CLI can group
// findings under a heading a person reads.

import type { Message } from '../../messages/index.ts';
import type { DocumentRuleId, Severity } from '../finding.ts';
import { ruleMessages } from './messages.ts';

export interface RuleInfo {
  readonly id: DocumentRuleId;
  readonly name: Message;
  readonly help: Message;
  /** The most serious severity the rule reports (some also warn: a file-name alt, "click here"). */
  readonly severity: Severity;
  /** The axe-core rules that cover the same ground, for the agreement test and the docs. */
  readonly axe: readonly string[];
}

export const DOCUMENT_RULES: Readonly<Record<DocumentRuleId, RuleInfo>> = {
  'document-title': { id: 'document-title', name: ruleMessages.documentTitleName, help: ruleMessages.documentTitleHelp, severity: 'error', axe: ['document-title'] },
  'heading-present': { id: 'heading-present', name: ruleMessages.headingPresentName, help: ruleMessages.headingPresentHelp, severity: 'error', axe: ['page-has-heading-one'] },
  'heading-order': { id: 'heading-order', name: ruleMessages.headingOrderName, help: ruleMessages.headingOrderHelp, severity: 'warning', axe: ['heading-order'] },
  'heading-empty': { id: 'heading-empty', name: ruleMessages.headingEmptyName, help: ruleMessages.headingEmptyHelp, severity: 'error', axe: ['empty-heading'] },
  'image-alt': { id: 'image-alt', name: ruleMessages.imageAltName, help: ruleMessages.imageAltHelp, severity: 'error', axe: ['image-alt'] },
  'color-contrast': { id: 'color-contrast', name: ruleMessages.colorContrastName, help: ruleMessages.colorContrastHelp, severity: 'error', axe: ['color-contrast'] },
  'link-name': { id: 'link-name', name: ruleMessages.linkNameName, help: ruleMessages.linkNameHelp, severity: 'error', axe: ['link-name'] },
  'aria-label': {
    id: 'aria-label',
    name: ruleMessages.ariaLabelName,
    help: ruleMessages.ariaLabelHelp,
    severity: 'error',
    axe: ['button-name', 'aria-command-name', 'aria-input-field-name', 'label', 'link-name'],
  },
  'url-required': { id: 'url-required', name: ruleMessages.urlRequiredName, help: ruleMessages.urlRequiredHelp, severity: 'error', axe: [] },
  'table-header': { id: 'table-header', name: ruleMessages.tableHeaderName, help: ruleMessages.tableHeaderHelp, severity: 'error', axe: [] },
  'list-structure': { id: 'list-structure', name: ruleMessages.listStructureName, help: ruleMessages.listStructureHelp, severity: 'warning', axe: [] },
};
