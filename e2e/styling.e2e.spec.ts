import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../src/web/routes/paths.ts';
import { driveApi, runId } from './support/drive.ts';
import { notifications } from './support/cloud.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/session.ts';

// The rough edges of the shell's styling, measured in the browser's computed
// styles: disabled buttons dimmed (not struck through), the focus ring blue
// (not the error red), toasts clear of the header, header tools that look
// like buttons, Easy tiles of one height per row, and Easy's Back arrow
// pointing to the start of the line.

interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

function parseRgb(css: string): Rgb {
  const parts = /rgba?\(([^)]+)\)/.exec(css)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb colour: ${css}`);
  return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hue({ r, g, b }: Rgb): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** A custom property as the browser resolves it to a colour (rgb()). */
function tokenColour(page: Page, name: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);
}

/** The first opaque background behind an element (its own, or an ancestor's). */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(background)) return background;
    }
    return 'rgb(255, 255, 255)';
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the shell’s styling', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('disabled toolbar buttons are dimmed with at least 3:1 contrast and a not-allowed cursor, never struck through', async ({ page }) => {
    await page.goto(PATHS.cloud);
    const toolbar = page.getByRole('toolbar', { name: 'File actions' });
    await expect(toolbar).toBeVisible();
    const disabled = toolbar.locator('[aria-disabled="true"]');
    await expect(disabled.first()).toBeVisible();
    const background = parseRgb(await backgroundOf(toolbar));
    for (const button of await disabled.all()) {
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { decoration: computed.textDecorationLine, cursor: computed.cursor, color: computed.color };
      });
      const name = (await button.textContent()) ?? '';
      expect(style.decoration, `${name} is not struck through`).not.toContain('line-through');
      expect(style.cursor, name).toBe('not-allowed');
      expect(contrast(parseRgb(style.color), background), `${name} has 3:1 contrast`).toBeGreaterThanOrEqual(3);
    }
  });

  test('the page heading that takes focus after a keyboard navigation has the normal focus ring, not the error red', async ({ page }) => {
    await page.goto(PATHS.cloud);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Canvas', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/canvas$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const outline = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, color: style.outlineColor };
    });
    const focus = await tokenColour(page, '--color-focus');
    const error = await tokenColour(page, '--color-error');
    expect(outline.style).toBe('solid');
    expect(outline.color).toBe(focus);
    // Not the error colour, and not a red that reads as one.
    expect(hueDistance(hue(parseRgb(outline.color)), hue(parseRgb(error)))).toBeGreaterThanOrEqual(60);
    // The same ring as any other control's.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Cloud', exact: true }), { backwards: true });
    expect(await page.evaluate(() => document.activeElement && getComputedStyle(document.activeElement).outlineColor)).toBe(focus);
  });

  test('a toast never covers the header’s Sign out button', async ({ page, baseURL }) => {
    const id = runId();
    const folder = `Style check ${id}`;
    try {
      await page.goto(PATHS.cloud);
      await expect(page.getByRole('heading', { level: 2, name: 'My files' })).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: 'File actions' });
      await tabTo(page, toolbar.getByRole('button', { name: 'New folder' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New folder' });
      await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toBeFocused();
      await page.keyboard.type(folder);
      await page.keyboard.press('Enter');
      // The server makes the folder first (seconds, on a loaded machine).
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      const toast = notifications(page).getByText('Folder created.', { exact: true }).first();
      await expect(toast).toBeVisible();
      // Pointing at the toast keeps it open while it is measured (React Aria pauses its timer).
      await toast.hover();
      const toastBox = await notifications(page).boundingBox();
      const signOut = await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).boundingBox();
      const banner = await page.getByRole('banner').boundingBox();
      expect(toastBox && signOut && banner).toBeTruthy();
      if (!toastBox || !signOut || !banner) return;
      expect(overlaps(toastBox, signOut), 'the toast region covers Sign out').toBe(false);
      expect(overlaps(toastBox, banner), 'the toast region covers the header').toBe(false);
    } finally {
      await driveApi(baseURL ?? '', 'user').removeEverything(id);
    }
  });

  test('the header’s tools look like buttons: a visible border or background', async ({ page }) => {
    for (const path of [PATHS.cloud, PATHS.easyTactile]) {
      await page.goto(path);
      // Easy screens put their header inside the main region: found by its class there.
      const banner = path === PATHS.cloud ? page.getByRole('banner') : page.locator('.easy-header');
      const names = [/^Find a command/, /^Device: /, ...(path === PATHS.cloud ? [/^Show keyboard shortcuts/] : [])];
      for (const name of names) {
        const button = banner.getByRole('button', { name });
        await expect(button).toBeVisible();
        const look = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          return { borderWidth: parseFloat(style.borderTopWidth), borderStyle: style.borderTopStyle, borderColor: style.borderTopColor, background: style.backgroundColor };
        });
        const bannerBackground = parseRgb(await backgroundOf(banner));
        const visibleBorder = look.borderWidth > 0 && look.borderStyle !== 'none' && parseRgb(look.borderColor).a > 0 && contrast(parseRgb(look.borderColor), bannerBackground) >= 3;
        const visibleBackground = parseRgb(look.background).a > 0 && look.background !== (await backgroundOf(banner));
        expect(visibleBorder || visibleBackground, `${String(name)} on ${path} looks like a button (${JSON.stringify(look)})`).toBe(true);
      }
    }
  });

  test('Easy tiles in one row have one height', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto(PATHS.easy);
    const tiles = page.getByRole('main').locator('.tile');
    await expect(tiles.first()).toBeVisible();
    const boxes = (await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, height }) => ({ top, height })))) as { top: number; height: number }[];
    const rows = new Map<number, number[]>();
    for (const { top, height } of boxes) rows.set(Math.round(top), [...(rows.get(Math.round(top)) ?? []), height]);
    const shared = [...rows.values()].filter((heights) => heights.length > 1);
    expect(shared.length, 'some row holds several tiles').toBeGreaterThan(0);
    for (const heights of shared) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
  });

});

/** Which way an arrow icon's head points on the screen: where its head strokes' open ends are, against its middle, after its transform. */
function arrowPointsTo(svg: Locator): Promise<'left' | 'right'> {
  return svg.evaluate((element) => {
    const path = element.querySelector('path');
    if (!path) throw new Error('The icon has no path');
    const bounds = path.getBBox();
    const middle = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
    const length = path.getTotalLength();
    const points = Array.from({ length: 81 }, (_, i) => path.getPointAtLength((length * i) / 80));
    // Away from the shaft's line only the head's strokes: the tip is on the side they sit.
    const head = points.filter((point) => Math.abs(point.y - middle.y) > bounds.height / 4);
    const headX = head.reduce((sum, point) => sum + point.x, 0) / head.length;
    const drawn = headX > middle.x ? 1 : -1;
    const transform = getComputedStyle(element).transform;
    const flip = transform === 'none' ? 1 : Math.sign(new DOMMatrix(transform).a);
    return drawn * flip > 0 ? 'right' : 'left';
  });
}

for (const [locale, towards, dir] of [
  ['en', 'left', 'ltr'],
  ['ar', 'right', 'rtl'],
] as const) {
  test.describe(`Easy tactile in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`the Back arrow points to the start of the line (${towards})`, async ({ page }) => {
      await page.goto(PATHS.easyTactile);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const back = page.getByRole('link', { name: locale === 'en' ? 'Back to Easy home' : /./ }).and(page.locator('.easy-back'));
      await expect(back).toBeVisible();
      expect(await arrowPointsTo(back.locator('svg'))).toBe(towards);
    });
  });
}
