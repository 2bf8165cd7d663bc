import type { Page } from '@playwright/test';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { text } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 24, checked by axe in Korean, English and Arabic (right to left): the
// connect dialog with each transport unavailable for its own reason — Serial
// blocked by the page's permissions policy, Bluetooth's adapter off (an init
// script stands in for the browser: a policy that refuses 'serial', a Web
// Bluetooth whose getAvailability() says false) — each method listed,
// disabled, its reason tied to it; the shortcut help with the display's keys;
// and Settings → Device with the key combination selects, one of them open.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

/** The browser as a page sees it: both APIs present, Serial refused by policy, Bluetooth's adapter off. */
async function serialBlockedBluetoothOff(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bluetooth = Object.assign(new EventTarget(), {
      requestDevice: () => Promise.reject(new DOMException('No device chosen.', 'NotFoundError')),
      getAvailability: () => Promise.resolve(false),
    });
    const serial = Object.assign(new EventTarget(), {
      requestPort: () => Promise.reject(new DOMException('No port chosen.', 'NotFoundError')),
      getPorts: () => Promise.resolve([]),
    });
    Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => bluetooth });
    Object.defineProperty(Navigator.prototype, 'serial', { configurable: true, get: () => serial });
    const policy = { allowsFeature: (feature: string) => feature !== 'serial' };
    Object.defineProperty(Document.prototype, 'permissionsPolicy', { configurable: true, get: () => policy });
    Object.defineProperty(Document.prototype, 'featurePolicy', { configurable: true, get: () => policy });
  });
}

for (const locale of LOCALES) {
  test.describe(`the display's availability and keys in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`the connect dialog with Serial blocked by policy and Bluetooth off is accessible, each reason tied to its method (${locale})`, async ({ page }, testInfo) => {
      await serialBlockedBluetoothOff(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: text(locale, '기기: 연결 안 됨') }).click();
      const dialog = page.getByRole('dialog', { name: text(locale, '기기 연결 관리') });
      await expect(dialog).toBeVisible();
      const unavailable = (reason: string) => text(locale, '사용할 수 없음: {reason}').replace('{reason}', text(locale, reason));
      const usb = dialog.getByRole('radio', { name: text(locale, 'USB 케이블') });
      const bluetooth = dialog.getByRole('radio', { name: text(locale, '블루투스') });
      await expect(usb).toBeDisabled();
      await expect(usb).toHaveAccessibleDescription(unavailable('이 사이트의 권한 정책이 막고 있습니다. 사이트 관리자에게 허용해 달라고 요청하세요.'));
      await expect(bluetooth).toBeDisabled();
      await expect(bluetooth).toHaveAccessibleDescription(unavailable('블루투스가 꺼져 있거나 이 컴퓨터에 블루투스 어댑터가 없습니다. 블루투스를 켜세요.'));
      // A method that works is chosen instead.
      await expect(dialog.getByRole('radio', { name: text(locale, '가상 디스플레이 320 (60×40 핀)') })).toBeChecked();
      await expectNoAxeViolations(page, testInfo, { label: `device dialog, serial blocked, bluetooth off (${locale})` });
    });

    test(`the shortcut help with the display's keys is accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: text(locale, '단축키 보기') }).click();
      const table = page.getByRole('table', { name: text(locale, '촉각 디스플레이의 키') });
      await expect(table.getByRole('row', { name: new RegExp(text(locale, '양쪽 이동 키')) })).toContainText(text(locale, '기기로 현재 쪽 다시 보내기'));
      await expectNoAxeViolations(page, testInfo, { label: `shortcut help with the display keys (${locale})` });
    });

    test(`Settings → Device with the key combination selects is accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: text(locale, '기기') });
      await expect(section.getByRole('heading', { name: text(locale, '키 조합') })).toBeVisible();
      const both = section.getByRole('button', { name: new RegExp(text(locale, '양쪽 이동 키')) });
      await expect(both).toContainText(text(locale, '기기로 현재 쪽 다시 보내기'));
      await expectNoAxeViolations(page, testInfo, { label: `settings with the chord selects (${locale})` });
      await both.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `settings, a chord's command list open (${locale})` });
    });
  });
}
