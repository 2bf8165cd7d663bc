import type { Page } from '@playwright/test';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { bookCommandMessages } from '../src/web/features/book/commands/commandMessages.ts';
import { dialogMessages } from '../src/web/features/book/dialogs/messages.ts';
import { documentMessages } from '../src/web/features/book/document/messages.ts';
import { editorMessages } from '../src/web/features/book/editor/messages.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { imageMessages } from '../src/web/features/canvas/image/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { placementMessages } from '../src/web/features/canvas/placement/messages.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { blockPng, say } from './support/canvas.ts';
import { expectToast } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// "Make tactile version" (issue 20), keyboard only, in two tabs: the Book's
// picture opens in the Canvas in a new tab, is turned into pins and saved to
// the Cloud there; the Book, still open in the first tab, takes that file as
// the picture's tactile version, says so, and saves it in the document.

const LOCALE: AppLocale = 'en';

test.use({ visitor: 'admin', appLocale: LOCALE });

async function fromPalette(page: Page, label: string) {
  await page.keyboard.press('Alt+F10');
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Find a command' }).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
}

test('a picture\'s tactile version made in the Canvas in a new tab is linked to the picture in the open Book document', async ({ page, context, baseURL }) => {
  test.slow();
  const api = driveApi(baseURL ?? '', 'admin');
  const id = runId();
  const name = `Ferns ${id}`;
  const png = blockPng(60, 40, { x: 10, y: 10, width: 30, height: 20 }).toString('base64');
  const { DTM_NO: dtmNo } = await api.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
    body: { HTML_STRING: `<p>A fern</p><img src="data:image/png;base64,${png}" alt="A fern leaf">`, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
  });
  try {
    await recordAnnouncements(page);
    await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
    const body = page.getByRole('textbox', { name: new RegExp(name) });
    await expect(body.getByRole('img', { name: 'A fern leaf' })).toBeVisible();
    await tabTo(page, body);
    // Quick navigation to the picture (Ctrl+Alt+N, then G), then its dialog from the palette.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+Alt+n');
    await page.keyboard.press('g');
    await fromPalette(page, say(LOCALE, bookCommandMessages.imageProperties));
    const dialog = page.getByRole('dialog', { name: say(LOCALE, dialogMessages.imagePropertiesTitle) });
    await expect(dialog.getByRole('group', { name: say(LOCALE, dialogMessages.tactileVersion) })).toContainText(say(LOCALE, dialogMessages.tactileNone));
    await tabTo(page, dialog.getByRole('button', { name: say(LOCALE, dialogMessages.makeTactile) }));
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');

    // ---- The Canvas, in the new tab ------------------------------------------
    const canvas = await opened;
    const imageDialog = canvas.getByRole('dialog', { name: say(LOCALE, imageMessages.title) });
    await expect(imageDialog).toBeVisible();
    await expect(imageDialog.getByRole('region', { name: say(LOCALE, imageMessages.preview) }).getByRole('status')).toContainText(/\d/);
    await tabTo(canvas, imageDialog.getByRole('button', { name: say(LOCALE, placementMessages.place) }));
    await canvas.keyboard.press('Enter');
    await expect(imageDialog).toBeHidden();
    // The Canvas saves no page without its alternative text: the first Ctrl+S takes the user there.
    await canvas.keyboard.press('Control+s');
    await expect(canvas.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) })).toBeFocused();
    await canvas.keyboard.type('A fern leaf, raised.');
    await canvas.keyboard.press('Control+s');
    const saveAs = canvas.getByRole('dialog', { name: say(LOCALE, fileMessages.saveAs) });
    const fileName = saveAs.getByRole('textbox', { name: say(LOCALE, fileMessages.fileName) });
    await expect(fileName).toBeFocused();
    await canvas.keyboard.press('Control+a');
    await canvas.keyboard.type(`Fern tactile ${id}`);
    await tabTo(canvas, saveAs.getByRole('button', { name: say(LOCALE, fileMessages.save), exact: true }));
    await canvas.keyboard.press('Enter');
    await expectToast(canvas, say(LOCALE, fileMessages.saved));
    await expect(canvas).toHaveURL(/[?&]dtmNo=\d+/);
    const tactileNo = new URL(canvas.url()).searchParams.get('dtmNo') ?? '';
    await canvas.close();

    // ---- Back in the Book: linked, said, and saved with the document -----------
    await expect.poll(async () => (await heard(page)).some((said) => said.includes(say(LOCALE, editorMessages.tactileLinked, { name: `Fern tactile ${id}` })))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(say(LOCALE, documentMessages.unsaved))).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByText(say(LOCALE, documentMessages.saved))).toBeVisible();
    const stored = await api.call<{ CONTENTS: string }>('GET', DRIVE_PATHS.html, { query: { DTM_NO: dtmNo } });
    expect(stored.CONTENTS).toContain(`data-tactile="${tactileNo}"`);
  } finally {
    await api.removeEverything(id);
  }
});
