import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { checkHtml, DOCUMENT_RULES } from '../src/core/a11ycheck/index.ts';
import { DOCUMENT_FIXTURES } from '../src/core/a11ycheck/testing/documentFixtures.ts';
import { parseHtmlDocument } from '../src/server/book/parseHtml.ts';

// Our document rules and axe-core agree, page by page: each fixture is
// rendered in Chromium, axe runs the rules that cover the same ground
// (ruleInfo.ts `axe`), our checkHtml runs on the same HTML in Node, and the
// two must find the same thing. Where the fixture says axe differs by
// design, that difference is what is asserted. Rules axe does not have
// (url-required, table-header, list-structure) are tested by the unit tests.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const compared = DOCUMENT_FIXTURES.filter((fixture) => DOCUMENT_RULES[fixture.rule].axe.length > 0);

test.describe('document rules agree with axe-core', () => {
  for (const fixture of compared) {
    const axeRules = DOCUMENT_RULES[fixture.rule].axe;
    const axeFinds = fixture.axe?.found ?? fixture.found !== false;
    test(`${fixture.rule}: ${fixture.name} (ours: ${fixture.found || 'nothing'}; axe ${axeRules.join(', ')}: ${axeFinds ? 'finds it' : 'nothing'}${fixture.axe ? `, by design: ${fixture.axe.why}` : ''})`, async ({ page }) => {
      // Nothing leaves the machine: a picture with a remote address simply does not load.
      await page.route(/^https?:/, (route) => route.abort());
      await page.setContent(fixture.html);
      await page.evaluate(AXE_SOURCE);
      const results = await page.evaluate(
        (rules) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] }),
        [...axeRules],
      );
      const axeFound = results.violations.filter((violation) => axeRules.includes(violation.id)).map((violation) => violation.id);
      const ours = checkHtml(parseHtmlDocument(fixture.html)).filter((finding) => finding.rule === fixture.rule);

      expect(ours.length > 0, `our ${fixture.rule}`).toBe(fixture.found !== false);
      expect(axeFound.length > 0, `axe found: ${axeFound.join(', ') || 'nothing'}`).toBe(axeFinds);
      // Agreement unless the fixture documents the difference.
      if (!fixture.axe) expect(axeFound.length > 0).toBe(ours.length > 0);
      else expect(axeFound.length > 0).not.toBe(ours.length > 0);
    });
  }
});
