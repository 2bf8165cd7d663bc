import type { Locator, Page } from '@playwright/test';
import { expect } from './session.ts';

// Moving through a page the way a keyboard user does: Tab (or Shift+Tab)
// until the wanted control has focus, never a click.

const MAX_TAB_STOPS = 40;

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<number> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  await expect(target, `${target} is on the page`).toBeVisible();
  for (let stops = 1; stops <= MAX_TAB_STOPS; stops++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return stops;
  }
  const focus = await describeFocus(page);
  await expect(target, `${target} is never reached with ${MAX_TAB_STOPS} x ${key}; focus ended on ${focus}`).toBeFocused({ timeout: 1 });
  return MAX_TAB_STOPS;
}

/** The element that has focus, described for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/** The computed outline of the focused element, or of the element named by aria-activedescendant. */
export async function focusOutline(page: Page, { activeDescendant = false } = {}): Promise<{ style: string; width: string; color: string }> {
  return page.evaluate((activeDescendant) => {
    let element = document.activeElement;
    if (activeDescendant && element) {
      const id = element.getAttribute('aria-activedescendant');
      element = id ? document.getElementById(id) : null;
    }
    if (!element) return { style: 'none', width: '0px', color: '' };
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  }, activeDescendant);
}
