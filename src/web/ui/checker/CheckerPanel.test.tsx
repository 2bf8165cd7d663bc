import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findingKey, NO_IGNORES, tactileFindingMessages, tactileFixMessages, type CheckIgnores, type Finding, type RuleId } from '../../../core/a11ycheck/index.ts';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import { announce } from '../announcer.ts';
import { CheckerPanel } from './CheckerPanel.tsx';
import { RECHECK_DEBOUNCE_MS, useChecker } from './useChecker.ts';

vi.mock('../announcer.ts', () => ({ announce: vi.fn() }));

afterEach(() => {
  vi.mocked(announce).mockClear();
  vi.useRealTimers();
});

// A made-up document: each problem is a rule and a word; a quick fix takes the word away.
interface Problem {
  readonly rule: RuleId;
  readonly word: string;
}

// Real messages (the panel formats a fix's label); each problem's text is the harness's own.
const message = tactileFindingMessages.density;
const label = { message: tactileFixMessages.lowerPin };

function findingsOf(problems: readonly Problem[]): Finding[] {
  return problems.map(({ rule, word }) => ({
    rule,
    severity: rule === 'list-structure' ? 'warning' : 'error',
    location: { kind: 'document' },
    key: findingKey(rule, word),
    message: { message, values: { word } },
    fix: { kind: 'auto', label, steps: [] },
  }));
}

interface HarnessProps {
  readonly initial: readonly Problem[];
  readonly onGo?: (finding: Finding) => void;
  readonly onClose?: () => void;
  readonly onIgnores?: (ignores: CheckIgnores) => void;
}

let edit: (problems: readonly Problem[]) => void = () => undefined;

function Harness({ initial, onGo = () => undefined, onClose = () => undefined, onIgnores = () => undefined }: HarnessProps) {
  const [problems, setProblems] = useState(initial);
  const [ignores, setIgnores] = useState<CheckIgnores>(NO_IGNORES);
  const current = useRef(initial);
  useEffect(() => {
    edit = (next) => {
      current.current = next;
      setProblems(next);
    };
  });
  const checker = useChecker({
    run: () => findingsOf(current.current),
    ignores,
    setIgnores: (next) => {
      setIgnores(next);
      onIgnores(next);
    },
    changed: problems,
    requested: 1,
    ruleName: (rule) => `Rule ${rule}`,
  });
  return (
    <CheckerPanel
      findings={checker.findings}
      ruleName={(rule) => `Rule ${rule}`}
      describe={(finding) => `Problem ${String(finding.message.values?.['word'])}`}
      ignoredCount={checker.ignoredCount}
      onGo={onGo}
      onFix={(finding) => {
        const word = finding.message.values?.['word'];
        current.current = current.current.filter((problem) => problem.word !== word);
        setProblems(current.current);
        checker.fixed();
      }}
      onIgnore={checker.ignore}
      onIgnoreRule={checker.ignoreRule}
      onShowIgnored={checker.showIgnored}
      onClose={onClose}
      arrival={1}
    />
  );
}

const THREE: readonly Problem[] = [
  { rule: 'image-alt', word: 'cat' },
  { rule: 'list-structure', word: 'steps' },
  { rule: 'image-alt', word: 'dog' },
];

const row = (word: string) => {
  const found = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(`Problem ${word}`));
  if (!found) throw new Error(`no row for ${word}`);
  return within(found);
};

const lastSaid = () => vi.mocked(announce).mock.calls.at(-1)?.[0];

describe('the checker panel', () => {
  it('is a named region listing the problems by rule, in the rules’ order, and says how many there are', () => {
    renderInEnglish(<Harness initial={THREE} />);
    const panel = screen.getByRole('region', { name: 'Accessibility check' });
    const list = within(panel).getByRole('grid', { name: 'Problems found' });
    expect(within(list).getByText('Rule image-alt (2)')).toBeInTheDocument();
    expect(within(list).getByText('Rule list-structure (1)')).toBeInTheDocument();
    const rows = within(list).getAllByRole('row').filter((row) => row.hasAttribute('data-finding'));
    // Grouped: both pictures first (image-alt comes before list-structure), each in document order.
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Problem cat'), expect.stringContaining('Problem dog'), expect.stringContaining('Problem steps')]);
    expect(rows[2]).toHaveTextContent('Warning');
    expect(rows[0]).toHaveTextContent('Error');
    expect(panel).toHaveTextContent('3 problems left.');
    expect(lastSaid()).toBe('3 problems left.');
  });

  it('takes the keyboard to its first problem; arrows go from problem to problem across groups; Enter goes to the place', async () => {
    const user = userEvent.setup();
    const onGo = vi.fn();
    renderInEnglish(<Harness initial={THREE} onGo={onGo} />);
    expect(document.activeElement).toHaveTextContent('Problem cat');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Problem steps');
    await user.keyboard('{Enter}');
    expect(onGo).toHaveBeenCalledWith(expect.objectContaining({ rule: 'list-structure' }));
  });

  it('applies a quick fix from the row, says what is left and keeps the keyboard at the row in its place', async () => {
    const user = userEvent.setup();
    renderInEnglish(<Harness initial={THREE} />);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Quick fix: Lower the pin');
    expect(row('cat').getByRole('button', { name: 'Quick fix: Lower the pin' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Problem cat')).toBeNull();
    expect(lastSaid()).toBe('Fixed. 2 problems left.');
    expect(document.activeElement).toHaveTextContent('Problem dog');
  });

  it('ignores one problem, then a whole rule, keeping them in the ignores, and says when the check has passed', async () => {
    const user = userEvent.setup();
    const onIgnores = vi.fn();
    renderInEnglish(<Harness initial={THREE} onIgnores={onIgnores} />);
    await user.click(row('cat').getByRole('button', { name: 'Ignore' }));
    expect(onIgnores).toHaveBeenLastCalledWith({ rules: [], findings: [findingKey('image-alt', 'cat')] });
    expect(lastSaid()).toBe('Ignored. 2 problems left.');
    await user.click(row('steps').getByRole('button', { name: 'Ignore all' }));
    expect(onIgnores).toHaveBeenLastCalledWith({ rules: ['list-structure'], findings: [findingKey('image-alt', 'cat')] });
    expect(lastSaid()).toBe('All Rule list-structure problems are ignored in this document. 1 problem left.');
    await user.click(row('dog').getByRole('button', { name: 'Quick fix: Lower the pin' }));
    expect(lastSaid()).toBe('Fixed. Accessibility check passed.');
    expect(screen.getByRole('region', { name: 'Accessibility check' })).toHaveTextContent('Accessibility check passed.');
    expect(screen.queryByRole('grid')).toBeNull();
    // With the list gone the keyboard waits at the panel's heading, not lost on the page.
    expect(document.activeElement).toHaveTextContent('Accessibility check');
    // What was ignored can be shown again.
    await user.click(screen.getByRole('button', { name: 'Show ignored problems again' }));
    expect(onIgnores).toHaveBeenLastCalledWith(NO_IGNORES);
    expect(screen.getByText('Problem cat')).toBeInTheDocument();
    expect(screen.getByText('Problem steps')).toBeInTheDocument();
  });

  it('follows the document as it changes, after a pause, and says the check passed once nothing is left', () => {
    vi.useFakeTimers();
    renderInEnglish(<Harness initial={[{ rule: 'heading-empty', word: 'blank' }]} />);
    act(() => edit([]));
    // Not yet: the list waits for the typing to pause.
    expect(screen.getByText('Problem blank')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RECHECK_DEBOUNCE_MS + 10));
    expect(screen.queryByText('Problem blank')).toBeNull();
    expect(lastSaid()).toBe('Accessibility check passed.');
  });

  it('says nothing at a pause that leaves problems (a count at every pause would talk over the typing)', () => {
    vi.useFakeTimers();
    renderInEnglish(<Harness initial={THREE} />);
    const said = vi.mocked(announce).mock.calls.length;
    act(() => edit(THREE.slice(1)));
    act(() => vi.advanceTimersByTime(RECHECK_DEBOUNCE_MS + 10));
    expect(screen.queryByText('Problem cat')).toBeNull();
    expect(vi.mocked(announce).mock.calls.length).toBe(said);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderInEnglish(<Harness initial={THREE} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
