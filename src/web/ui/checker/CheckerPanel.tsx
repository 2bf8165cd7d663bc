// The accessibility checker's panel, shared by the Book and the Canvas: a
// region beside the work (not a dialog: a person moves between a problem and
// the place it names, and back, without closing anything), its problems
// grouped by rule in one grid list. Up and Down go from problem to problem
// across the groups, Enter goes to the problem's place, Right reaches the
// row's buttons (Quick fix, Ignore, Ignore all), Escape closes the panel.
// The host (checkerHost) runs the rules, applies what is chosen and says what
// happened; the panel shows the list and keeps the keyboard's place in it.

import { useEffect, useId, useRef } from 'react';
import { Button, GridList, GridListHeader, GridListItem, GridListSection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import '../../styles/checker.css';
import type { Finding, RuleId } from '../../../core/a11ycheck/index.ts';
import { uiMessages } from '../messages.ts';
import { groupByRule } from './groupByRule.ts';
import { checkerMessages as m } from './messages.ts';

export interface CheckerPanelProps {
  /** The problems to show (what is ignored is already left out). */
  readonly findings: readonly Finding[];
  /** A rule's name, as its group is headed. */
  readonly ruleName: (rule: RuleId) => string;
  /** A problem's message, formatted. */
  readonly describe: (finding: Finding) => string;
  /** How many problems this document ignores (the "show again" button shows while there are some). */
  readonly ignoredCount: number;
  readonly onGo: (finding: Finding) => void;
  readonly onFix: (finding: Finding) => void;
  readonly onIgnore: (finding: Finding) => void;
  readonly onIgnoreRule: (rule: RuleId) => void;
  readonly onShowIgnored: () => void;
  readonly onClose: () => void;
  /** Each new value takes the keyboard into the panel (it opens, or the command runs again while it is open). */
  readonly arrival: unknown;
}

/** A row's id: the finding's key is not unique (two pictures of one address), its place in the list is. */
const rowId = (finding: Finding, index: number) => `${index}:${finding.key}`;

export function CheckerPanel(props: CheckerPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // After a row's own action removes it, the keyboard goes on at the row that takes its place.
  const refocus = useRef<number | null>(null);
  const panel = useRef<HTMLElement>(null);
  const { findings, onClose } = props;

  // The rows are drawn a moment after the list (React Aria builds its collection first): focus waits a frame.
  const focusRow = (index: number) => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('[data-finding]') ?? [])];
    (rows[Math.min(index, rows.length - 1)] ?? heading.current)?.focus();
  };

  useEffect(() => {
    // Arriving in the panel: at its first problem, or at its heading when there is none.
    const frame = requestAnimationFrame(() => focusRow(0));
    return () => cancelAnimationFrame(frame);
  }, [props.arrival]);

  useEffect(() => {
    if (refocus.current === null) return;
    // Cleared once it has focused: a render meanwhile (the list checked again) schedules it anew.
    const frame = requestAnimationFrame(() => {
      const index = refocus.current;
      refocus.current = null;
      if (index !== null) focusRow(index);
    });
    return () => cancelAnimationFrame(frame);
  }, [findings]);

  // Escape anywhere in the panel closes it (a listener of the region's own: it is no widget).
  useEffect(() => {
    const element = panel.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const indexed = findings.map((finding, index) => ({ finding, index, id: rowId(finding, index) }));
  const byId = new Map(indexed.map((row) => [row.id, row.finding]));
  const groups = groupByRule(indexed, (row) => row.finding.rule);
  /** Runs a row's action; the keyboard then goes on at the row in its place. */
  const act = (index: number, action: () => void) => {
    refocus.current = index;
    action();
  };

  const summary = findings.length === 0 ? intl.formatMessage(m.passed) : intl.formatMessage(m.problemsLeft, { count: findings.length });
  return (
    <section ref={panel} className="checker-panel" aria-labelledby={headingId}>
      <div className="checker-panel-top">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="checker-panel-title">
          {intl.formatMessage(m.panelTitle)}
        </h2>
        <Button className="button" onPress={props.onClose}>
          {intl.formatMessage(uiMessages.close)}
        </Button>
      </div>
      <p className={findings.length === 0 ? 'checker-panel-summary checker-passed' : 'checker-panel-summary'}>{summary}</p>
      {findings.length > 0 ? (
        <GridList
          ref={list}
          aria-label={intl.formatMessage(m.findings)}
          className="checker-list"
          onAction={(key) => {
            const finding = byId.get(String(key));
            if (finding) props.onGo(finding);
          }}
        >
          {groups.map(({ key: rule, items }) => (
            <GridListSection key={rule} id={rule} className="checker-group">
              <GridListHeader className="checker-group-heading">{intl.formatMessage(m.group, { rule: props.ruleName(rule), count: items.length })}</GridListHeader>
              {items.map(({ finding, index, id }) => {
                const severity = intl.formatMessage(m.severity, { severity: finding.severity });
                const text = props.describe(finding);
                return (
                  <GridListItem key={id} id={id} textValue={`${severity}: ${text}`} className="checker-finding" data-finding="">
                    <span className={`checker-severity checker-${finding.severity}`}>{severity}</span> <span className="checker-message">{text}</span>
                    <span className="checker-actions">
                      {finding.fix ? (
                        <Button className="button" onPress={() => (finding.fix?.kind === 'auto' ? act(index, () => props.onFix(finding)) : props.onFix(finding))}>
                          {intl.formatMessage(m.quickFix, { fix: intl.formatMessage(finding.fix.label.message, finding.fix.label.values) })}
                        </Button>
                      ) : null}
                      <Button className="button" onPress={() => act(index, () => props.onIgnore(finding))}>
                        {intl.formatMessage(m.ignore)}
                      </Button>
                      <Button className="button" onPress={() => act(index, () => props.onIgnoreRule(finding.rule))}>
                        {intl.formatMessage(m.ignoreAll)}
                      </Button>
                    </span>
                  </GridListItem>
                );
              })}
            </GridListSection>
          ))}
        </GridList>
      ) : null}
      {props.ignoredCount > 0 ? (
        <Button className="button checker-show-ignored" onPress={() => act(0, props.onShowIgnored)}>
          {intl.formatMessage(m.showIgnored)}
        </Button>
      ) : null}
    </section>
  );
}
