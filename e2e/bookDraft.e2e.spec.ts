import type { Page } from '@playwright/test';
import { runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Book's local draft (docs/book.md, "Local drafts"), in the real browser's
// IndexedDB: words typed into a new document and never saved come back after
// the tab is closed without a word, offered with Restore, keyboard only.

test.use({ visitor: 'admin', appLocale: 'en' });

/** The drafts this browser holds (the Book's IndexedDB store), as key → title and text. */
function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tactile-studio-book', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            resolve(all.result.map((draft: unknown) => JSON.stringify(draft)));
            open.result.close();
          };
        };
      }),
  );
}

test('words never saved come back after the tab closed, restored with the keyboard, and the restored draft is cleared by Discard next time', async ({ page }) => {
  const words = `Photosynthesis ${runId()}`;
  await page.goto(PATHS.book);
  const body = page.getByRole('textbox', { name: /^Document body, / });
  await tabTo(page, body);
  await page.keyboard.type(words);
  // Written 300 ms after typing stops.
  await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.includes(words))).toBe(true);

  // The tab goes without its leave question (a crash, a closed window), then the Book is opened again.
  await page.goto('about:blank');
  await page.goto(PATHS.book);
  const offer = page.getByRole('alertdialog', { name: 'Unsaved changes found' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Restore unsaved changes from');
  await expect(offer.getByRole('button', { name: 'Restore' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer).toBeHidden();
  await expect(body).toContainText(words);
  await expect(page.locator('[aria-live]').filter({ hasText: 'Unsaved changes restored.' })).toHaveCount(1);

  // Restored words are unsaved changes still: the draft stays until a save or a Discard.
  await page.goto('about:blank');
  await page.goto(PATHS.book);
  await expect(offer).toBeVisible();
  await tabTo(page, offer.getByRole('button', { name: 'Discard' }));
  await page.keyboard.press('Enter');
  await expect(offer).toBeHidden();
  await expect(body).not.toContainText(words);
  await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.includes(words))).toBe(false);
});
