import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../../e2e/support/session.ts';

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];
type ViolationNode = Violation['nodes'][number];

function targetOf(node: ViolationNode): string {
  return node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' ');
}

/** One violation as a person reads it: rule, impact, where, and what is wrong. */
export function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ');
    return `    - ${targetOf(node)}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
  });
  return [`${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`, `  ${violation.helpUrl}`, ...nodes].join('\n');
}

/**
 * Runs axe over the page (or part of it) and fails with a readable list of
 * what it found. The full results are attached to the test report.
 */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  { include, label = page.url() }: { include?: string; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();

  const violations = results.violations;

  if (violations.length > 0) {
    await testInfo.attach(`axe violations: ${label}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  }
  const readable = violations.map(describeViolation);
  expect(readable, `axe found ${violations.length} violation(s) on ${label}:\n\n${readable.join('\n\n')}`).toEqual([]);
}
