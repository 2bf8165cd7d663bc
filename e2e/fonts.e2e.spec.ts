import type { Page } from '@playwright/test';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Open fonts for the writing systems a machine may lack (src/web/i18n/scriptFonts.ts):
// loaded for the languages that need them, never for a page without them.

/** Every font file the page asks for, by name. */
function fontRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') names.push(new URL(request.url()).pathname);
  });
  return names;
}

/** Whether `family` has a face that has loaded, once the page asks for `sample` in it. */
function loadedFace(page: Page, family: string, sample: string): Promise<boolean> {
  return page.evaluate(
    async ([family, sample]) => {
      const faces = await document.fonts.load(`16px "${family}"`, sample);
      return faces.some((face) => face.family.replaceAll('"', '') === family && face.status === 'loaded');
    },
    [family, sample] as const,
  );
}

test.describe('Fonts', () => {
  test.use({ visitor: 'guest' });

  test.describe('in the Korean interface', () => {
    test.use({ appLocale: 'ko' });

    test('the Korean font is there for Hangul, and its slices come from this server', async ({ page }) => {
      await page.goto(PATHS.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => loadedFace(page, 'Noto Sans KR', '점자')).toBe(true);
    });
  });

  test.describe('in the English interface', () => {
    test.use({ appLocale: 'en' });

    test('no CJK font is fetched for a page without those glyphs, and braille has its font', async ({ page }) => {
      const requests = fontRequests(page);
      await page.goto(PATHS.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requests.filter((name) => /noto-sans-(kr|jp|sc)/.test(name))).toEqual([]);
      expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans KR')))).toBe(false);
      await expect.poll(() => loadedFace(page, 'Noto Sans Symbols 2', '⠁⠃')).toBe(true);
    });
  });
});
