import type { Page } from '@playwright/test';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 18 item 1 in the browser, keyboard only, on the real server: "Next
// page" asks for the rows after the last one shown (the CURSOR the page before
// answered), so a file added meanwhile on an earlier page neither repeats a
// file on the next page nor hides one; a jump to a numbered page asks by
// PAGE_NO. A folder of 40 files is three pages of 18.

const folderGrid = (page: Page, folder: string) => page.getByRole('main').getByRole('grid', { name: `Contents of ${folder}` });

test.describe('paging through a folder', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('"Next page" follows the cursor, so a file added meanwhile repeats nothing; a page number asks by number', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const folder = `Paging ${id}`;
    const owner = driveApi(baseURL ?? '', 'admin');
    const leaf = (n: number) => `Leaf ${String(n).padStart(2, '0')} ${id}.dtms`;
    /** Leaves `from` down to `to` (newest first, as LATEST lists them). */
    const leaves = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => leaf(from - index));
    try {
      const folderNo = await owner.createFolder(folder);
      // One at a time, so each is newer than the one before.
      for (let n = 1; n <= 40; n++) await owner.createSampleFile(leaf(n).replace(/\.dtms$/, ''), folderNo);

      const asked: URLSearchParams[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/dtms/groups') && url.searchParams.get('PARENT_GROUP_NO') === folderNo) asked.push(url.searchParams);
      });
      await page.goto(`${PATHS.cloud}?folder=${encodeURIComponent(folderNo)}`);
      await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
      const grid = folderGrid(page, folder);
      const shown = () =>
        grid.getByRole('row').evaluateAll((rows, pattern) => rows.flatMap((row) => new RegExp(pattern).exec(row.textContent ?? '')?.[0] ?? []), `Leaf \\d\\d ${id}\\.dtms`);
      await expect.poll(shown).toEqual(leaves(40, 23));

      // Someone adds a file while page 1 is read: by offset, Leaf 23 would come again on page 2.
      await owner.createSampleFile(leaf(41).replace(/\.dtms$/, ''), folderNo);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await tabTo(page, pages.getByRole('button', { name: 'Next page' }));
      await page.keyboard.press('Enter');
      await expect.poll(shown).toEqual(leaves(22, 5));
      expect(asked.at(-1)?.get('CURSOR')).toBeTruthy();

      await tabTo(page, pages.getByRole('button', { name: 'Next page' }));
      await page.keyboard.press('Enter');
      await expect.poll(shown).toEqual(leaves(4, 1));
      expect(asked.at(-1)?.get('CURSOR')).toBeTruthy();

      // A jump back to page 1 asks by number, and shows the new file first.
      await tabTo(page, pages.getByRole('button', { name: 'Page 1', exact: true }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect.poll(shown).toEqual(leaves(41, 24));
      expect(asked.at(-1)?.get('CURSOR')).toBeNull();
      expect(asked.at(-1)?.get('PAGE_NO')).toBe('1');
    } finally {
      await owner.removeEverything(id);
    }
  });
});
