import type { Page } from '@playwright/test';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// The Content-Security-Policy forbids inline script and style everywhere.
// Nothing the app or the sign-in pages do may need an exception: the browser
// reports any blocked inline code, and these pages must report none.

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('the content security policy', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  // One test a page: each loads its own code, and each gets the whole time limit.
  for (const path of [PATHS.home, PATHS.easy, PATHS.cloud, PATHS.canvas, PATHS.book, PATHS.settings]) {
    test(`the app runs on ${path} without inline script or style`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Open an overlay too: dialogs bring their own code.
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await violations(page), path).toEqual([]);
    });
  }

  test('the answers carry the strict headers', async ({ request }) => {
    for (const path of [PATHS.home, '/realms/dot/.well-known/openid-configuration', '/site-app/v1/domains/127.0.0.1']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self';");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('the sign-in page and the content security policy', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('the sign-in page runs without inline script or style', async ({ page }) => {
    await recordViolations(page);
    await page.goto(PATHS.login);
    await page.getByRole('button', { name: 'Sign in' }).press('Enter');
    await expect(page).toHaveTitle('Sign in to Tactile Studio');
    expect(await violations(page)).toEqual([]);
  });
});
