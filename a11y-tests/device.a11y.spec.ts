import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { text } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The tactile display's screens, checked by axe: the device dialog before and
// after connecting, the 'connect device?' confirmation, Settings with its
// Device section, and /test/middleware with a page on the virtual display.

const LOCALES = ['ko', 'en'] as const satisfies readonly AppLocale[];
const SAMPLE = fileURLToPath(new URL('../../shared/fixtures/dot/sample-320.dtms', import.meta.url));

async function openDeviceDialog(page: Page, locale: AppLocale) {
  await page.getByRole('banner').getByRole('button', { name: text(locale, '기기: 연결 안 됨') }).click();
  const dialog = page.getByRole('dialog', { name: text(locale, '기기 연결 관리') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function connectVirtual320(page: Page, locale: AppLocale) {
  const dialog = await openDeviceDialog(page, locale);
  // The radio input is visually hidden; its label is what a pointer user clicks.
  await dialog.getByText(text(locale, '가상 디스플레이 320 (60×40 핀)'), { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: text(locale, '가상 디스플레이 320 (60×40 핀)') })).toBeChecked();
  await dialog.getByRole('button', { name: text(locale, '연결하기') }).click();
  await expect(dialog.getByRole('heading', { name: text(locale, '연결된 기기') })).toBeVisible();
  return dialog;
}

for (const locale of LOCALES) {
  test.describe(`the device screens in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`the device dialog, disconnected and connected, is accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/');
      const dialog = await openDeviceDialog(page, locale);
      await expect(dialog.getByRole('radiogroup')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `device dialog, disconnected (${locale})` });
      await page.keyboard.press('Escape');

      const connected = await connectVirtual320(page, locale);
      await expect(connected.getByRole('switch')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `device dialog, connected (${locale})` });
    });

    test(`Settings with its Device section is accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: text(locale, '기기') });
      const f4 = section.getByRole('button', { name: new RegExp(text(locale, '{key} 키').replace('{key}', 'F4')) });
      await expect(f4).toContainText(text(locale, '기기 다음 쪽'));
      await expectNoAxeViolations(page, testInfo, { label: `settings (${locale})` });
      // The function key list open.
      await f4.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `settings, function key list open (${locale})` });
    });

    test(`/test/middleware with a page on the virtual display, and 'connect device?', are accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/test/middleware');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: text(locale, 'DTMS 또는 DTM 파일 열기') }).click();
      await (await chooser).setFiles(SAMPLE);
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toBeVisible();

      await page.keyboard.press('Alt+P');
      await expect(page.getByRole('alertdialog', { name: text(locale, '기기를 연결할까요?') })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `connect device? (${locale})` });
      await page.keyboard.press('Escape');

      await connectVirtual320(page, locale);
      await page.keyboard.press('Escape');
      const region = page.getByRole('region', { name: text(locale, '가상 디스플레이') });
      await expect(region).toBeVisible();
      await page.getByRole('button', { name: text(locale, '기기로 보내기') }).click();
      // Wait until the page's pins are up.
      await expect.poll(() => region.locator('[role="gridcell"][data-dots]:not([data-dots=""])').count(), { timeout: 20_000 }).toBeGreaterThan(50);
      await expectNoAxeViolations(page, testInfo, { label: `test/middleware with the virtual display (${locale})` });
    });
  });
}
