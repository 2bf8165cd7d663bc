import { folderGrid, openFolderPage } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/session.ts';

// Issue 18 item 1 in the browser, keyboard only, on the real server: "Next
// page" asks for the rows after the last one shown (the CURSOR the page before
// answered), so a file added meanwhile on an earlier page neither repeats a
// file on the next page nor hides one; a jump to a page not read yet asks by
// PAGE_NO. A folder of 60 files is four pages of 18.

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
      for (let n = 1; n <= 60; n++) await owner.createSampleFile(leaf(n).replace(/\.dtms$/, ''), folderNo);

      const asked: URLSearchParams[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/dtms/groups') && url.searchParams.get('PARENT_GROUP_NO') === folderNo) asked.push(url.searchParams);
      });
      await openFolderPage(page, folderNo, folder);
      const grid = folderGrid(page, folder);
      const shown = () =>
        grid.getByRole('row').evaluateAll((rows, pattern) => rows.flatMap((row) => new RegExp(pattern).exec(row.textContent ?? '')?.[0] ?? []), `Leaf \\d\\d ${id}\\.dtms`);
      await expect.poll(shown).toEqual(leaves(60, 43));

      // Someone adds a file while page 1 is read: by offset, Leaf 43 would come again on page 2.
      await owner.createSampleFile(leaf(61).replace(/\.dtms$/, ''), folderNo);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await tabTo(page, pages.getByRole('button', { name: 'Next page' }));
      await page.keyboard.press('Enter');
      await expect.poll(shown).toEqual(leaves(42, 25));
      expect(asked.at(-1)?.get('CURSOR')).toBeTruthy();

      // A jump to a page not read yet asks by number: the last 7 of the 61 files.
      await tabTo(page, pages.getByRole('button', { name: 'Page 4', exact: true }));
      await page.keyboard.press('Enter');
      await expect.poll(shown).toEqual(leaves(7, 1));
      expect(asked.at(-1)?.get('CURSOR')).toBeNull();
      expect(asked.at(-1)?.get('PAGE_NO')).toBe('4');
    } finally {
      await owner.removeEverything(id);
    }
  });
});
