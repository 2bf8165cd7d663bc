import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, NodeResult, Result, RunOptions } from 'axe-core';
import { expect } from '../../e2e/support/session.ts';

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Result;
type ViolationNode = NodeResult;

// axe-core itself, put into the page once and run there. @axe-core/playwright
// injects its 500 kB into every frame and opens a second page to merge the
// results on every scan: 2 to 3 s a scan on a 2-core machine, against a
// quarter of a second this way. The app has no frames to recurse into, and
// Playwright's evaluate is not bound by the page's Content-Security-Policy.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page: Page, include: string | undefined): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  return page.evaluate(
    ({ selector, options }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      return axe.run(selector === undefined ? document : { include: [selector] }, options);
    },
    { selector: include, options },
  );
}

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
  const results = await runAxe(page, include);

  const violations = results.violations;

  if (violations.length > 0) {
    await testInfo.attach(`axe violations: ${label}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  }
  const readable = violations.map(describeViolation);
  expect(readable, `axe found ${violations.length} violation(s) on ${label}:\n\n${readable.join('\n\n')}`).toEqual([]);
}
