import type { Page } from '@playwright/test';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { bookCommandMessages } from '../src/web/features/book/commands/commandMessages.ts';
import { documentMessages } from '../src/web/features/book/document/messages.ts';
import { pagePropertiesMessages } from '../src/web/features/book/pages/messages.ts';
import { presentationMessages } from '../src/web/features/book/presentation/messages.ts';
import { pageAudioMessages } from '../src/web/ui/pageAudio/messages.ts';
import { silentMp3 } from './support/audio.ts';
import { say } from './support/canvas.ts';
import { expectToast } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// A Book page's alternative text and audio (spec §3: each page has them), with
// the keyboard alone: set in Page properties for page 2 of a saved document,
// saved with it (the drive holds them by page number), and in presentation
// mode the audio starts by itself when page 2 is turned to, from its stored,
// signed address.

const LOCALE: AppLocale = 'en';
const ALT = 'Two bells ringing.';
const MP3 = silentMp3(20);

/** Every address an audio or video element was asked to play, in order (recorded in the page). */
async function recordPlays(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.defineProperty(window, '__played', { value: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
  return () => page.evaluate(() => [...((window as unknown as { __played: string[] }).__played ?? [])]);
}

test.use({ visitor: 'admin', appLocale: LOCALE });

test('a page\'s alternative text and audio are saved with the document and the audio plays when presentation mode turns to it', async ({ page, baseURL }) => {
  test.slow();
  const api = driveApi(baseURL ?? '', 'admin');
  const id = runId();
  const name = `Bells ${id}`;
  const { DTM_NO: dtmNo } = await api.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
    body: { HTML_STRING: '<p>One bell</p><hr class="page-break"><p>Two bells</p>', DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
  });
  const played = await recordPlays(page);
  try {
    await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
    const body = page.getByRole('textbox', { name: new RegExp(name) });
    await expect(body).toContainText('Two bells');
    await tabTo(page, body);
    await page.keyboard.press('Control+End');

    // ---- Page properties of page 2, from the palette ---------------------------
    await page.keyboard.press('Alt+F10');
    await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Find a command' }).getByRole('searchbox')).toBeFocused();
    await page.keyboard.type(say(LOCALE, bookCommandMessages.pageProperties));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: say(LOCALE, pagePropertiesMessages.title, { page: 2 }) });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: say(LOCALE, pagePropertiesMessages.altText) }));
    await page.keyboard.type(ALT);
    await tabTo(page, dialog.getByRole('button', { name: say(LOCALE, pageAudioMessages.chooseAudio) }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'bells.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await expectToast(page, say(LOCALE, pageAudioMessages.audioAdded));
    await expect(dialog).toContainText(say(LOCALE, pageAudioMessages.audioName, { name: 'bells.mp3' }));
    // A radio group is one Tab stop, on its checked radio (manual); the arrow keys choose.
    await tabTo(page, dialog.getByRole('radio', { name: say(LOCALE, pageAudioMessages.manual) }));
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', { name: say(LOCALE, pageAudioMessages.automatic) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // ---- Saved: the drive holds them for page 2 ---------------------------------
    await expect(page.getByText(say(LOCALE, documentMessages.unsaved))).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByText(say(LOCALE, documentMessages.saved))).toBeVisible();
    await expect
      .poll(async () => {
        const { items } = await api.call<{ items: { PAGE_NO: number; ALT_TEXT: string; AUDIO_URL: string | null; AUDIO_PLAY_MODE: string }[] }>('GET', DRIVE_PATHS.audioSync, { query: { DTM_NO: dtmNo } });
        const second = items.find((item) => item.PAGE_NO === 2);
        return [second?.ALT_TEXT, second?.AUDIO_URL !== null && second?.AUDIO_URL !== undefined, second?.AUDIO_PLAY_MODE];
      })
      .toEqual([ALT, true, 'auto']);

    // ---- Opened again, presented: turning to page 2 plays its stored audio --------
    await page.reload();
    await expect(body).toContainText('Two bells');
    await tabTo(page, body);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+Shift+Enter');
    const presentation = page.getByRole('dialog', { name: say(LOCALE, presentationMessages.title, { title: name }) });
    await expect(presentation).toBeVisible();
    expect(await played()).toEqual([]);
    await page.keyboard.press('PageDown');
    await expect(presentation).toContainText('Two bells');
    await expect.poll(played).toEqual([expect.stringMatching(/\/drive-app\/file\//)]);
    await page.keyboard.press('Escape');
  } finally {
    await api.removeEverything(id);
  }
});
