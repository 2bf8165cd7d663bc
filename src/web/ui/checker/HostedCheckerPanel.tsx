// The panel as a screen hosts it: the checker's state (useChecker) wired to
// the panel, the words (rule names, messages) from the catalogues. A host
// gives only what differs by editor: going to a place, fixing, closing.

import { useIntl } from 'react-intl';
import { CheckerPanel, type CheckerPanelProps } from './CheckerPanel.tsx';
import { useRuleName } from './ruleNames.ts';
import type { Checker } from './useChecker.ts';

type HostProps = Pick<CheckerPanelProps, 'onGo' | 'onFix' | 'onClose' | 'arrival'> & { readonly checker: Checker };

export function HostedCheckerPanel({ checker, ...host }: HostProps) {
  const intl = useIntl();
  const ruleName = useRuleName();
  return (
    <CheckerPanel
      findings={checker.findings}
      ruleName={ruleName}
      describe={(finding) => intl.formatMessage(finding.message.message, finding.message.values)}
      ignoredCount={checker.ignoredCount}
      onIgnore={checker.ignore}
      onIgnoreRule={checker.ignoreRule}
      onShowIgnored={checker.showIgnored}
      {...host}
    />
  );
}
