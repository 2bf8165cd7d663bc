import type { Page } from '@playwright/test';
import { findingMessages as documentFindingMessages, ruleMessages } from '../src/core/a11ycheck/document/messages.ts';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import { bookFileMessages } from '../src/web/features/book/file/messages.ts';
import { checkerMessages as m } from '../src/web/ui/checker/messages.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { blockPng, say } from './support/canvas.ts';
import { expectToast } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// The accessibility checker in Book (issue 22), keyboard only, as the seeded
// administrator: a document with five problems (a skipped heading level, an
// empty heading, a picture with no description, a table without a header
// row, numbered lines typed as paragraphs) is checked with Alt+Shift+A; two
// are fixed by quick fix, one ignored, one rule ignored for the document,
// and the last fixed by hand in the text; 'accessibility check passed' is
// heard. Saved and reloaded, the check still passes: the ignores held.

const LOCALE = 'en';
const PICTURE = `data:image/png;base64,${blockPng(20, 10, { x: 5, y: 2, width: 10, height: 6 }).toString('base64')}`;
const DOCUMENT = [
  '<h1>Plants</h1>',
  '<h3>Roots</h3>',
  '<p>Roots take in water.</p>',
  '<h2></h2>',
  `<img src="${PICTURE}">`,
  '<table><tr><td>Part</td><td>Job</td></tr><tr><td>Root</td><td>Water</td></tr></table>',
  '<p>1. Plant the seed</p>',
  '<p>2. Water it</p>',
].join('');

const t = (message: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(LOCALE, message, values);

async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** The row the keyboard is on in the list of problems. */
const focusedRow = (page: Page) => page.getByRole('grid', { name: t(m.findings) }).locator('[data-finding]:focus');

test.use({ visitor: 'admin', appLocale: LOCALE });

test('five problems: two quick fixes, one ignored, one rule ignored, one fixed by hand; the ignores hold after a reload', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const drive = driveApi(baseURL ?? '', 'admin');
  const name = `Checked ${runId()}`;
  const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
    body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
  });
  await recordAnnouncements(page);
  await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
  const body = page.getByRole('textbox', { name: new RegExp(name) });
  await expect(body.getByRole('table')).toBeVisible();
  await tabTo(page, body);

  // ---- Check: Alt+Shift+A opens the panel at its first problem --------------
  await press(page, 'Alt+Shift+A');
  const panel = page.getByRole('region', { name: t(m.panelTitle) });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(t(m.problemsLeft, { count: 5 }));
  await expect.poll(() => heard(page)).toContain(t(m.problemsLeft, { count: 5 }));
  // Grouped by rule, in the rules' order: heading order, empty heading, image, table, list.
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.headingSkipped, { level: 3, previous: 1 }));

  // ---- Quick fix 1: the skipped heading level ------------------------------
  await press(page, 'ArrowRight');
  await expect(page.locator(':focus')).toHaveText(new RegExp(`^${t(m.quickFix, { fix: '' })}`));
  await press(page, 'Enter');
  await expect.poll(() => heard(page)).toContain(`${t(m.fixed)} ${t(m.problemsLeft, { count: 4 })}`);
  await expect(body.getByRole('heading', { level: 2, name: 'Roots' })).toBeVisible();
  // The keyboard went on at the row in its place: the empty heading.
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.headingEmpty));

  // ---- Quick fix 2: the table's header row ---------------------------------
  await press(page, 'ArrowDown', 'ArrowDown');
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.tableNoHeader));
  await press(page, 'ArrowRight', 'Enter');
  await expect.poll(() => heard(page)).toContain(`${t(m.fixed)} ${t(m.problemsLeft, { count: 3 })}`);
  await expect(body.getByRole('columnheader', { name: 'Part' })).toBeVisible();

  // ---- Ignore all: the list structure rule, for this document --------------
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.listLike, { count: 2 }));
  // Its buttons: Quick fix, Ignore, Ignore all.
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight');
  await expect(page.locator(':focus')).toHaveText(t(m.ignoreAll));
  await press(page, 'Enter');
  await expect.poll(() => heard(page)).toContain(`${t(m.ignoredRule, { rule: t(ruleMessages.listStructureName) })} ${t(m.problemsLeft, { count: 2 })}`);

  // ---- Ignore: the picture --------------------------------------------------
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.imageNoAlt));
  await press(page, 'ArrowRight', 'ArrowRight');
  await expect(page.locator(':focus')).toHaveText(t(m.ignore));
  await press(page, 'Enter');
  await expect.poll(() => heard(page)).toContain(`${t(m.ignored)} ${t(m.problemsLeft, { count: 1 })}`);

  // ---- By hand: Enter takes the caret to the empty heading; type its text ---
  await expect(focusedRow(page)).toContainText(t(documentFindingMessages.headingEmpty));
  await press(page, 'Enter');
  await expect(body).toBeFocused();
  await page.keyboard.type('Leaves');
  await expect(body.getByRole('heading', { level: 2, name: 'Leaves' })).toBeVisible();
  await expect.poll(() => heard(page)).toContain(t(m.passed));
  await expect(panel).toContainText(t(m.passed));

  // ---- Saved, reloaded: the ignores are in the document ---------------------
  await press(page, 'Control+s');
  await expectToast(page, t(bookFileMessages.saved));
  await page.reload();
  await expect(body.getByRole('heading', { level: 2, name: 'Leaves' })).toBeVisible();
  await tabTo(page, body);
  await press(page, 'Alt+Shift+A');
  await expect(panel).toContainText(t(m.passed));
  await expect.poll(() => heard(page)).toContain(t(m.passed));
  await expect(panel.getByRole('button', { name: t(m.showIgnored) })).toBeVisible();
  await expect(panel.getByRole('grid')).toHaveCount(0);
});
