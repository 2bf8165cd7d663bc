import { readFileSync } from 'node:fs';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import { validateDaisyZip } from '../src/server/daisy/validate/index.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { documentCommandMessages } from '../src/web/features/book/commands/documentCommandMessages.ts';
import { daisyMessages as m } from '../src/web/features/book/daisy/messages.ts';
import { bookFileMessages } from '../src/web/features/book/file/messages.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { say } from './support/canvas.ts';
import { expectToast } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 23, keyboard only, as the seeded administrator: a Book document is
// exported as DAISY 3 with audio from the palette's "Export as DAISY 3…"; the
// "being made" toast is heard, then "ready" with its Download, reached with
// Tab (the toast stays until closed); the ZIP downloaded holds book.opf
// and passes the project's DAISY validator.

const LOCALE = 'en';
const DOCUMENT = ['<h1>Plants</h1>', '<p>Plants need water and light.</p>', '<h2>Roots</h2>', '<p>Roots take in water.</p>', '<h2>Leaves</h2>', '<p>Leaves make food.</p>'].join('');

const t = (message: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(LOCALE, message, values);

test.use({ visitor: 'admin', appLocale: LOCALE });

test('exports a Book document as DAISY 3 with audio, gets the toast and downloads a valid ZIP', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const drive = driveApi(baseURL ?? '', 'admin');
  const name = `Talking ${runId()}`;
  const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
    body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
  });
  await recordAnnouncements(page);
  await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
  const body = page.getByRole('textbox', { name: new RegExp(name) });
  await expect(body.getByRole('heading', { name: 'Roots' })).toBeVisible();
  await tabTo(page, body);

  // ---- The dialog, from the palette (Alt+F10 leaves the text, where Ctrl+K is the link) ----
  await page.keyboard.press('Alt+F10');
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: t(commandMessages.openPalette) }).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(t(documentCommandMessages.exportDaisy).replace('…', ''));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t(m.title) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('DAISY 3 (ANSI/NISO Z39.86-2005)');
  // Text and audio is the first choice, and focus starts on it.
  const withAudio = dialog.getByRole('radio', { name: t(m.textAndAudio) });
  await expect(withAudio).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: t(m.textOnly) })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: t(m.rate) })).toBeDisabled();
  await page.keyboard.press('ArrowUp');
  await expect(withAudio).toBeChecked();
  await expect(dialog.getByRole('status')).not.toHaveText(t(m.checking));
  await tabTo(page, dialog.getByRole('button', { name: t(m.export) }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // ---- Being made, then ready ---------------------------------------------------
  await expect.poll(() => heard(page)).toContain(t(m.making, { title: name }));
  const ready = t(m.ready, { title: name });
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(ready, { exact: true })).toBeVisible({ timeout: 150_000 });
  await expect.poll(() => heard(page)).toContain(ready);

  // ---- Download, from the toast, by keyboard ------------------------------------
  // The toast stays (it has actions): Tab reaches its Download after the page's own controls.
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const downloadButton = notifications.getByRole('button', { name: t(m.download) });
  await tabTo(page, downloadButton);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  const path = (await file.path()) ?? '';
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(bytes.includes(Buffer.from('book.opf'))).toBe(true);
  // With audio: the book's MP3s are in it (the validator checks every clip against them).
  expect(bytes.includes(Buffer.from('audio/part001.mp3'))).toBe(true);
  await expectToast(page, t(bookFileMessages.downloaded, { name: file.suggestedFilename() }));
  expect(await validateDaisyZip(path)).toEqual([]);
});
