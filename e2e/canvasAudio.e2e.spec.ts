import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { statusMessages } from '../src/web/features/canvas/status/messages.ts';
import { shellMessages } from '../src/web/layouts/messages.ts';
import { folderPickerMessages as pickerMessages } from '../src/web/ui/folderPicker/messages.ts';
import { silentMp3 } from './support/audio.ts';
import { pinGrid, say } from './support/canvas.ts';
import { expectToast, notifications, politeLog } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';
import { uiMessages } from '../src/web/ui/messages.ts';

// Page audio through a save, with the keyboard alone (issue 17, item 1): an
// MP3 chosen for page 1 of a new Canvas document, saved to the Cloud (the
// app's real Content-Security-Policy in force: connect-src 'self' refuses a
// fetch of the file's blob: address), the file opened again, and the page's
// audio plays. The stored audio's signed address answers the very bytes chosen.

const LOCALE: AppLocale = 'en';
const ALT = 'A blank page with a bell sound.';
// Long enough to still be playing when the test looks.
const MP3 = silentMp3(20);

test.describe('page audio in the Cloud', () => {
  test.use({ visitor: 'user', appLocale: LOCALE });

  test('audio chosen for a page is saved with the file, and plays when the file is opened again', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const name = `Bell ${id}`;
    const api = driveApi(baseURL ?? '', 'user');
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    try {
      await page.goto(PATHS.canvas);
      const grid = pinGrid(page);
      await expect(grid).toBeVisible();
      const pagesPanel = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) });
      const altText = pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) });
      await tabTo(page, altText);
      await page.keyboard.type(ALT);

      // ---- The audio, from the system file chooser --------------------------
      const choose = pagesPanel.getByRole('button', { name: say(LOCALE, pagesMessages.chooseAudio) });
      await tabTo(page, choose);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name: 'bell.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
      await expectToast(page, say(LOCALE, pagesMessages.audioAdded));
      await expect(pagesPanel).toContainText(say(LOCALE, pagesMessages.audioName, { name: 'bell.mp3' }));

      // ---- Saved to the Cloud (Save as: a name, My files) -------------------
      await page.keyboard.press('ControlOrMeta+S');
      const saveAs = page.getByRole('dialog', { name: say(LOCALE, fileMessages.saveAs) });
      const nameField = saveAs.getByRole('textbox', { name: say(LOCALE, fileMessages.fileName) });
      await expect(nameField).toBeFocused();
      await page.keyboard.type(name);
      const myFiles = say(LOCALE, shellMessages.myFiles);
      const folders = saveAs.getByRole('listbox', { name: say(LOCALE, pickerMessages.subfolders, { folder: myFiles }) });
      await tabTo(page, folders.getByRole('option').first());
      await expect(saveAs).toContainText(say(LOCALE, fileMessages.saveTo, { folder: myFiles }));
      await tabTo(page, saveAs.getByRole('button', { name: say(LOCALE, fileMessages.save), exact: true }));
      await page.keyboard.press('Enter');
      await expect(saveAs).toBeHidden();
      await expectToast(page, say(LOCALE, fileMessages.saved));
      const status = page.getByRole('group', { name: say(LOCALE, statusMessages.statusBar) });
      await expect(status).toContainText(say(LOCALE, statusMessages.saved));
      await expect(page).toHaveURL(/[?&]dtmNo=\d+/);
      const dtmNo = new URL(page.url()).searchParams.get('dtmNo') ?? '';
      // The audio went with it: the drive names it for page 1, and nothing said it failed.
      const detail = await api.call<{ PAGES: { PAGE_NO: number; AUDIO_URL: string | null }[] }>('GET', DRIVE_PATHS.file(dtmNo));
      const stored = detail.PAGES.find((one) => one.PAGE_NO === 1)?.AUDIO_URL;
      expect(stored, 'page 1 has audio in the Cloud').toBeTruthy();
      await expect(notifications(page, say(LOCALE, uiMessages.notifications))).not.toContainText(say(LOCALE, pagesMessages.audioSaveFailed, { count: 1, pages: '1' }));
      expect(refused, 'nothing the page did was refused by its Content-Security-Policy').toEqual([]);

      // The signed address answers the bytes chosen, as audio.
      const answer = await page.request.get(new URL(stored ?? '', baseURL).toString());
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^audio\//);
      expect(Buffer.from(await answer.body()).equals(MP3)).toBe(true);

      // ---- Opened again: the page has its audio, and it plays ---------------
      await page.reload();
      await expect(politeLog(page)).toContainText(say(LOCALE, fileMessages.opened, { name, pages: 1 }));
      await expect(pagesPanel).toContainText(say(LOCALE, pagesMessages.audioName, { name: 'page-1 audio' }));
      const play = pagesPanel.getByRole('button', { name: say(LOCALE, pagesMessages.play) });
      await tabTo(page, play);
      await page.keyboard.press('Enter');
      // The button turns to Pause once the browser has started playing the stored audio.
      const pause = pagesPanel.getByRole('button', { name: say(LOCALE, pagesMessages.pause) });
      await expect(pause).toBeVisible();
      await expect(pagesPanel.getByRole('alert')).toHaveCount(0);
      // And it is really audio of its length: the browser reads its duration from the stored file.
      const duration = await page.evaluate(async (url) => {
        const probe = new Audio();
        probe.preload = 'metadata';
        const loaded = new Promise<number>((resolve, reject) => {
          probe.addEventListener('loadedmetadata', () => resolve(probe.duration), { once: true });
          probe.addEventListener('error', () => reject(new Error('the stored audio did not load')), { once: true });
        });
        probe.src = url;
        return loaded;
      }, stored ?? '');
      expect(duration).toBeGreaterThan(15);
      await page.keyboard.press('Enter');
      await expect(play).toBeVisible();
    } finally {
      await api.removeEverything(id);
    }
  });
});
