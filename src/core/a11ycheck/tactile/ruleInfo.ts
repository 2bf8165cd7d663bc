// The tactile rules' catalogue: name, one line of help and severity, for the
// checker panel (web) and the CLI to show beside their findings.

import type { Message } from '../../messages/index.ts';
import type { Severity, TactileRuleId } from '../finding.ts';
import { tactileRuleHelp, tactileRuleNames } from './messages.ts';

/** Named apart from the document rules' `RuleInfo` (document/ruleInfo.ts), which also lists axe-core's rules. */
export interface TactileRuleInfo {
  readonly id: TactileRuleId;
  readonly name: Message;
  readonly help: Message;
  readonly severity: Severity;
}

export const TACTILE_RULE_INFO: Readonly<Record<TactileRuleId, TactileRuleInfo>> = {
  'page-alt': { id: 'page-alt', name: tactileRuleNames.pageAlt, help: tactileRuleHelp.pageAlt, severity: 'error' },
  'tactile-braille-spacing': { id: 'tactile-braille-spacing', name: tactileRuleNames.brailleSpacing, help: tactileRuleHelp.brailleSpacing, severity: 'error' },
  'tactile-stray-pins': { id: 'tactile-stray-pins', name: tactileRuleNames.strayPins, help: tactileRuleHelp.strayPins, severity: 'warning' },
  'tactile-line-spacing': { id: 'tactile-line-spacing', name: tactileRuleNames.lineSpacing, help: tactileRuleHelp.lineSpacing, severity: 'warning' },
  'tactile-density': { id: 'tactile-density', name: tactileRuleNames.density, help: tactileRuleHelp.density, severity: 'warning' },
  'tactile-braille-edge': { id: 'tactile-braille-edge', name: tactileRuleNames.brailleEdge, help: tactileRuleHelp.brailleEdge, severity: 'error' },
};
