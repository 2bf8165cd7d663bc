// What the checker panel's host does whatever it checks (a Book document, a
// Canvas's pages): run the rules, keep the list in step with the document
// while the panel is open (debounced, as the editor's own changes are), leave
// out what the document ignores, and say what each action left: "Fixed. 2
// problems left.", and the spec's 'accessibility check passed' when nothing is.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ignoreFinding, ignoreRule, NO_IGNORES, withoutIgnored, type CheckIgnores, type Finding, type RuleId } from '../../../core/a11ycheck/index.ts';
import { announce } from '../announcer.ts';
import { checkerMessages as m } from './messages.ts';

/** The list follows edits this long after they stop (the Book's change debounce, spec §9). */
export const RECHECK_DEBOUNCE_MS = 300;

export interface CheckerOptions {
  /** Every finding of the document as it is now (read it fresh: it runs right after a fix). */
  readonly run: () => Finding[];
  readonly ignores: CheckIgnores;
  readonly setIgnores: (ignores: CheckIgnores) => void;
  /** Changes whenever the document does: the list is checked again after a pause. */
  readonly changed: unknown;
  /** Changes each time a person asks for a check (the command again, with the panel open): checked and said at once. */
  readonly requested: unknown;
  readonly ruleName: (rule: RuleId) => string;
}

export interface Checker {
  /** The findings to show. */
  readonly findings: readonly Finding[];
  readonly ignoredCount: number;
  /** After a quick fix has changed the document. */
  fixed(): void;
  ignore(finding: Finding): void;
  ignoreRule(rule: RuleId): void;
  showIgnored(): void;
}

export function useChecker({ run, ignores, setIgnores, changed, requested, ruleName }: CheckerOptions): Checker {
  const intl = useIntl();
  const [all, setAll] = useState<Finding[]>(() => run());
  const latest = useRef({ run, ignores, all });
  useEffect(() => {
    latest.current = { run, ignores, all };
  });

  const left = useCallback(
    (findings: readonly Finding[]) => (findings.length === 0 ? intl.formatMessage(m.passed) : intl.formatMessage(m.problemsLeft, { count: findings.length })),
    [intl],
  );
  const say = useCallback((what: string | null, findings: readonly Finding[]) => announce(what === null ? left(findings) : `${what} ${left(findings)}`), [left]);

  // Asked for (the panel opening, or the command again): checked now, and the count said.
  useEffect(() => {
    const next = latest.current.run();
    setAll(next);
    say(null, withoutIgnored(next, latest.current.ignores));
  }, [requested, say]);

  // The document changed: checked again once the typing pauses. Only the news
  // that nothing is left is spoken; a count at every pause would talk over the typing.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const { run: check, ignores: ignored, all: before } = latest.current;
      const next = check();
      setAll(next);
      if (withoutIgnored(before, ignored).length > 0 && withoutIgnored(next, ignored).length === 0) say(null, []);
    }, RECHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [changed, say]);

  const findings = withoutIgnored(all, ignores);
  const ignoredCount = all.length - findings.length;
  return {
    findings,
    ignoredCount,
    fixed: () => {
      const next = latest.current.run();
      setAll(next);
      say(intl.formatMessage(m.fixed), withoutIgnored(next, latest.current.ignores));
    },
    ignore: (finding) => {
      const next = ignoreFinding(latest.current.ignores, finding);
      latest.current = { ...latest.current, ignores: next };
      setIgnores(next);
      say(intl.formatMessage(m.ignored), withoutIgnored(latest.current.all, next));
    },
    ignoreRule: (rule) => {
      const next = ignoreRule(latest.current.ignores, rule);
      latest.current = { ...latest.current, ignores: next };
      setIgnores(next);
      say(intl.formatMessage(m.ignoredRule, { rule: ruleName(rule) }), withoutIgnored(latest.current.all, next));
    },
    showIgnored: () => {
      latest.current = { ...latest.current, ignores: NO_IGNORES };
      setIgnores(NO_IGNORES);
      say(intl.formatMessage(m.ignoresCleared), latest.current.all);
    },
  };
}
