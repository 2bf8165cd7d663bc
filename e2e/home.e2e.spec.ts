import { homeMessages } from '../src/web/features/home/messages.ts';
import { PATHS, text } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Home's content: the featured cards and the six questions, and Easy home's
// way into the full suite.

const QUESTIONS = [
  [homeMessages.faq1Q, homeMessages.faq1A],
  [homeMessages.faq2Q, homeMessages.faq2A],
  [homeMessages.faq3Q, homeMessages.faq3A],
  [homeMessages.faq4Q, homeMessages.faq4A],
  [homeMessages.faq5Q, homeMessages.faq5A],
  [homeMessages.faq6Q, homeMessages.faq6A],
] as const;

test.describe('Home', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test.beforeEach(async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor finds six questions, each opening and closing its answer', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(6);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);

    for (const [index, [question, answer]] of QUESTIONS.entries()) {
      const button = questions.nth(index);
      await expect(button).toHaveAccessibleName(text('en', question.id));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const panelId = await button.getAttribute('aria-controls');
      expect(panelId, 'the question names the answer it controls').toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      // The answer starts with its first words (two answers fill in the shortcut keys).
      const answerStart = text('en', answer.id).split('{')[0]?.trim() ?? '';
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(answerStart);

      await button.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    }
  });

  test('the keyboard answer tells a visitor the real shortcut keys', async ({ page }) => {
    const button = page.getByRole('button', { name: text('en', homeMessages.faq2Q.id) });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toContainText('Ctrl+K');
    await expect(panel).not.toContainText('{');
  });

  test('a visitor finds featured cards leading to Easy mode, Canvas, Cloud and Library', async ({ page }) => {
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(['Easy mode', 'Canvas', 'Cloud', 'Library']);
    const links = featured.getByRole('link');
    await expect(links).toHaveText(['Open Easy mode', 'Open Canvas', 'Open Cloud', 'Open Library']);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([PATHS.easy, PATHS.canvas, PATHS.cloud, PATHS.library]);

    await featured.getByRole('link', { name: 'Open Library' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PATHS.library);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeFocused();
  });
});

test.describe('Home for a guest', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a guest who opens a featured app is asked to sign in', async ({ page }) => {
    await page.goto(PATHS.home);
    await page.getByRole('link', { name: 'Open Canvas' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  });
});

test.describe('Easy home', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a user who is not an administrator finds no empty entry where Book would be', async ({ page }) => {
    await page.goto(PATHS.easy);
    const fullSuite = page.getByRole('region', { name: 'Full suite' });
    await expect(fullSuite.getByRole('link')).toHaveText(['Canvas', 'Cloud', 'Library', 'Settings', 'Home']);
    await expect(fullSuite.getByRole('listitem')).toHaveCount(5);
  });
});

test.describe('Easy home for an administrator', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('an administrator also finds Book among the full suite', async ({ page }) => {
    await page.goto(PATHS.easy);
    const fullSuite = page.getByRole('region', { name: 'Full suite' });
    await expect(fullSuite.getByRole('link')).toHaveText(['Canvas', 'Cloud', 'Library', 'Book', 'Settings', 'Home']);
    await expect(fullSuite.getByRole('listitem')).toHaveCount(6);
  });
});
