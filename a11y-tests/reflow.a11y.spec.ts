import type { Page } from '@playwright/test';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test, type Visitor } from '../e2e/support/session.ts';

// Reflow (WCAG 1.4.10) and target size (2.5.8) at 320 CSS pixels wide: what a
// 1280-pixel window shows at 400 % zoom.

const NARROW = { width: 320, height: 640 };
const MIN_TARGET = 24;
const TARGETS = 'a[href], button, [role="button"], input, select, textarea, [role="menuitem"], [role="option"]';

interface SmallTarget {
  readonly element: string;
  readonly width: number;
  readonly height: number;
}

/** Visible targets smaller than 24 x 24 CSS px, except links inside a sentence (2.5.8's inline exception). */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const isInSentence = (element: Element): boolean => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const own = element.textContent?.trim() ?? '';
        const around = block?.textContent?.trim() ?? '';
        return around.length > own.length;
      };
      // Visually hidden (clipped to nothing, like the native <select> React
      // Aria keeps for autofill and its screen-reader-only dismiss buttons)
      // or hidden from everyone: not something a pointer can hit.
      const isHiddenHelper = (element: Element): boolean => {
        if (element.closest('[aria-hidden="true"], [inert]')) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
          if (clipped && node.getBoundingClientRect().width <= 1) return true;
        }
        return false;
      };
      const describe = (element: Element): string => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        const classes = element.getAttribute('class');
        return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> ${name}`;
      };
      return [...document.querySelectorAll(selector)]
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !isHiddenHelper(element))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // Skip what is drawn outside the page (the skip link waits above it until focused).
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom + window.scrollY > 0)
        .filter(({ element, box }) => (box.width < min || box.height < min) && !isInSentence(element))
        .map(({ element, box }) => ({ element: describe(element), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 }));
    },
    { selector: TARGETS, min: MIN_TARGET },
  );
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

const CASES: readonly { visitor: Visitor; path: string }[] = [
  { visitor: 'guest', path: PATHS.home },
  { visitor: 'guest', path: PATHS.easy },
  { visitor: 'user', path: PATHS.home },
  { visitor: 'user', path: PATHS.easy },
];

for (const { visitor, path } of CASES) {
  test.describe(`${path} at 320 CSS px as a ${visitor}`, () => {
    test.use({ visitor, appLocale: 'en', viewport: NARROW });

    test(`a user at 400 % zoom reads ${path} without scrolling sideways (${visitor})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { scrollWidth, clientWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `the page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth + 1);
    });

    test(`a user with limited dexterity can hit every control on ${path} at 400 % zoom (${visitor})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(TARGETS).first()).toBeVisible();
      expect(await smallTargets(page), `targets under ${MIN_TARGET}x${MIN_TARGET} CSS px`).toEqual([]);
    });
  });
}

test.describe('open overlays at 320 CSS px', () => {
  test.use({ visitor: 'user', appLocale: 'en', viewport: NARROW });

  test('a user at 400 % zoom can use the command palette without scrolling sideways', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('searchbox', { name: 'Search commands' })).toBeFocused();
    const { scrollWidth, clientWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog?.width ?? Infinity, 'the palette fits the window').toBeLessThanOrEqual(NARROW.width);
    expect(await smallTargets(page), 'palette targets under 24x24 CSS px').toEqual([]);
  });
});
