import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The checker itself: every other a11y test passes only because it finds
// nothing, so it must be seen to find something, under the app's strict
// Content-Security-Policy too (axe runs through the browser's debugger, not a script tag).

test('the axe check fails on a page with known WCAG problems, naming them, and passes the fixed page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.id = 'broken';
    broken.innerHTML = '<img src="/favicon.svg"><button></button><input type="text">';
    document.querySelector('main')?.append(broken);
  });
  const failure = await expectNoAxeViolations(page, testInfo, { label: 'broken on purpose' }).then(
    () => undefined,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toContain('label');
  // Only the part asked for is checked.
  await expectNoAxeViolations(page, testInfo, { include: 'header', label: 'the header alone' });
  await page.evaluate(() => document.getElementById('broken')?.remove());
  await expectNoAxeViolations(page, testInfo, { label: 'fixed' });
});
