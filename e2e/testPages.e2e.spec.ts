import { readFile } from 'node:fs/promises';
import { parseDtms, readDtm, writeDtm } from '../src/core/dtms/index.ts';
import { getPin, gridForModel } from '../src/core/pins/index.ts';
import { TEST_PAGES, testPagePath } from '../src/web/routes/paths.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { driveApi, runId } from './support/drive.ts';
import { expect, test } from './support/session.ts';

// Every /test/* page (spec §2) does its job, for support staff, keyboard only.

test.use({ visitor: 'user', appLocale: 'en' });

/** A 320 picture with its top-left pin raised, as a DTM file. */
function sampleDtm(): Buffer {
  const grid = gridForModel(320);
  grid.bits[0] = 1;
  return Buffer.from(writeDtm(grid));
}

for (const name of TEST_PAGES) {
  test(`/test/${name} opens with its heading and main landmark`, async ({ page }) => {
    await page.goto(testPagePath(name));
    await expect(page.locator('h1')).toHaveText(`Test: ${name}`);
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('menu-reload fetches the server menu again and says when', async ({ page }) => {
  await page.goto(testPagePath('menu-reload'));
  const fetchedAt = page.getByTestId('menu-fetched-at');
  await expect(fetchedAt).toContainText('Fetched at');
  await expect(page.getByRole('list', { name: 'Server menu' }).getByRole('listitem').first()).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload the menu' });
  const request = page.waitForRequest((r) => r.url().includes('/menus') && r.method() === 'GET');
  await reload.focus();
  await page.keyboard.press('Enter');
  await request;
  await expect(reload).toBeEnabled();
});

test('pagination pages through my drive with the keyboard', async ({ page, baseURL }) => {
  // Six folders made and removed through the API: more than the test's own steps.
  test.slow();
  const marker = `paging-${runId()}`;
  const drive = driveApi(baseURL ?? '', 'user');
  await Promise.all([0, 1, 2, 3, 4, 5].map((i) => drive.createFolder(`${marker}-${i}`)));
  try {
    await page.goto(testPagePath('pagination'));
    const status = page.getByTestId('page-status');
    await expect(status).toContainText(/^Page 1 of \d+: items 1–\d+ of \d+$/);
    // Five a page, chosen from the keyboard.
    await page.getByRole('button', { name: /Items per page/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '5', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toContainText(/^Page 1 of \d+: items 1–5 of \d+$/);
    const firstPage = await page.getByRole('listitem').allTextContents();
    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status).toContainText(/^Page 2 of \d+: items 6–/);
    await expect.poll(async () => (await page.getByRole('listitem').allTextContents()).join()).not.toBe(firstPage.join());
    await page.getByRole('button', { name: 'Previous page' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toContainText(/^Page 1 of \d+: items 1–5 of/);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  } finally {
    await drive.removeEverything(marker);
  }
});

test('save-dtm-file-as-dtms converts a DTM here and downloads a DTMS', async ({ page }) => {
  await page.goto(testPagePath('save-dtm-file-as-dtms'));
  const download = page.waitForEvent('download');
  await page.locator('input[type=file]').setInputFiles({ name: 'dot.dtm', mimeType: 'application/octet-stream', buffer: sampleDtm() });
  const file = await download;
  expect(file.suggestedFilename()).toBe('dot.dtms');
  const document = parseDtms(await readFile(await file.path(), 'utf8'));
  expect(document.model).toBe(320);
  const [firstPage] = document.items;
  expect(firstPage && getPin(firstPage.graphic.grid, 0, 0)).toBe(true);
  await expect(page.getByTestId('convert-result')).toHaveText('Converted dot.dtm and downloaded it as dot.dtms.');

  // A file that is no DTM says why, and nothing is downloaded.
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.dtm', mimeType: 'application/octet-stream', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Could not convert notes.dtm. This is not a DTM file.');
});

test('save-dtms-file-as-dtm converts a DTMS here and downloads a DTM', async ({ page }) => {
  // A DTMS written by the other page's conversion, so it is a real one.
  await page.goto(testPagePath('save-dtm-file-as-dtms'));
  const first = page.waitForEvent('download');
  await page.locator('input[type=file]').setInputFiles({ name: 'dot.dtm', mimeType: 'application/octet-stream', buffer: sampleDtm() });
  const dtms = await readFile(await (await first).path());

  await page.goto(testPagePath('save-dtms-file-as-dtm'));
  const download = page.waitForEvent('download');
  await page.locator('input[type=file]').setInputFiles({ name: 'dot.dtms', mimeType: 'application/json', buffer: dtms });
  const file = await download;
  expect(file.suggestedFilename()).toBe('dot.dtm');
  const dtm = readDtm(new Uint8Array(await readFile(await file.path())));
  expect(getPin(dtm.grid, 0, 0)).toBe(true);
  expect(getPin(dtm.grid, 1, 0)).toBe(false);

  await page.locator('input[type=file]').setInputFiles({ name: 'bad.dtms', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(page.getByRole('alert')).toHaveText('Could not convert bad.dtms. The file is not in JSON format.');
});

test('canvas-template shows every template with its description and pins', async ({ page }) => {
  await page.goto(testPagePath('canvas-template'));
  const cards = page.locator('.template-card');
  await expect(cards).toHaveCount(15);
  await expect(page.getByRole('heading', { level: 3, name: 'Square' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Square' })).toBeVisible();
  expect(await page.getByRole('img', { name: 'Preview of Square' }).locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
});

test('openapi reads /openapi.json by app and call', async ({ page, request }) => {
  const document = (await (await request.get('/openapi.json')).json()) as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toBe('3.1.0');
  await page.goto(testPagePath('openapi'));
  await expect(page.getByRole('heading', { level: 2, name: 'drive-app' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'GET /drive-app/v1/dtms/groups' })).toBeVisible();
  const calls = await page.getByRole('heading', { level: 3 }).count();
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  expect(calls).toBe(operations);
  await expect(page.getByRole('table', { name: 'Parameters' }).first()).toBeVisible();
});

test('session shows who is signed in and when the tokens end', async ({ page }) => {
  await page.goto(testPagePath('session'));
  await expect(page.getByTestId('session-USER_ID')).toHaveText(E2E_ACCOUNTS.user.login);
  await expect(page.getByTestId('session-USER_NO')).not.toHaveText('GUEST');
  await expect(page.getByText(/^Expires at .+ \(\d+:\d\d(:\d\d)? left\)$/).first()).toBeVisible();
});

test('websocket says what it checks and that the server answers', async ({ page }) => {
  await page.goto(testPagePath('websocket'));
  await expect(page.getByText(/This server has no WebSocket connection/)).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveText('The server is answering.');
  const check = page.waitForRequest((r) => r.url().endsWith('/healthz'));
  await page.getByRole('button', { name: 'Check now' }).focus();
  await page.keyboard.press('Enter');
  await check;
});

// pdf-convert-demo converts for real: e2e/conversion.e2e.spec.ts.
