import type { Page, Request } from '@playwright/test';
import { normaliseBlank } from '../src/core/braille/index.ts';
import { louTranslateLine as louTranslate } from '../src/server/testing/louTranslate.ts';
import { BRAILLE_TRANSLATE_PATH } from '../src/shared/api/brailleAppPaths.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/session.ts';

// Translating text to braille with the keyboard alone: the page picks the
// engine per table (the browser's liblouis-js where it is trusted, the
// server's native liblouis otherwise) and never shows braille from an engine
// that is not trusted with the table.

const PAGE = '/test/braille';

function recordTranslateCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BRAILLE_TRANSLATE_PATH) calls.push(request);
  });
  return calls;
}

/** Opens the table list from the keyboard, types the language (type-ahead) and picks the first of its tables. */
async function chooseTable(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('button', { name: /Braille table/ });
  await tabTo(page, trigger);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(name.split(' ')[0] ?? name);
  await expect(page.getByRole('option', { name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(name);
}

async function typeAndTranslate(page: Page, text: string): Promise<string> {
  await tabTo(page, page.getByRole('textbox', { name: 'Text to translate' }));
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole('button', { name: 'Translate' }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('textbox', { name: 'Translation' });
  await expect(result).toBeVisible();
  return result.inputValue();
}

test.describe('braille translation', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a keyboard user translates English with the default table, in the browser, and it matches liblouis', async ({ page }) => {
    const calls = recordTranslateCalls(page);
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: /Braille table/ })).toContainText('English – Contracted (grade 2)');
    const text = 'Hello world, it is 12 March 2024.';
    const braille = await typeAndTranslate(page, text);
    expect(normaliseBlank(braille)).toBe(normaliseBlank(louTranslate('en-ueb-g2.ctb', text)));
    await expect(page.getByText('Translated in this browser with liblouis-js.')).toBeVisible();
    expect(calls, 'the browser engine is trusted with UEB: no server call').toHaveLength(0);
  });

  test('Korean goes to the server, because the browser engine is not trusted with it', async ({ page }) => {
    const calls = recordTranslateCalls(page);
    await page.goto(PAGE);
    await chooseTable(page, 'Korean – Contracted (grade 2)');
    const text = '안녕하세요. 숙제는 minji.kim@example.org로 보내 주세요.';
    const braille = await typeAndTranslate(page, text);
    expect(normaliseBlank(braille)).toBe(normaliseBlank(louTranslate('ko-g2.ctb', text)));
    await expect(page.getByText('Translated on the server with liblouis.')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('braille goes back to text', async ({ page }) => {
    await page.goto(PAGE);
    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page, page.getByRole('radio', { name: 'Text to braille' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Braille to text' })).toBeChecked();
    expect(await typeAndTranslate(page, '⠠⠓⠑⠇⠇⠕⠀⠸⠺')).toBe('Hello world');
  });

  test('a table no engine here has is marked unavailable, with the reason, and cannot be translated', async ({ page }) => {
    const calls = recordTranslateCalls(page);
    await page.goto(PAGE);
    await chooseTable(page, 'Thai – Uncontracted (grade 1) (unavailable)');
    await expect(page.getByText('No braille engine has a table for this language yet.')).toBeVisible();
    const translate = page.getByRole('button', { name: 'Translate' });
    await expect(translate).toBeDisabled();
    await expect(translate).toHaveAccessibleDescription('No braille engine has a table for this language yet.');
    expect(calls).toHaveLength(0);
  });

  test('the result downloads as a BRF file of Braille ASCII', async ({ page }) => {
    await page.goto(PAGE);
    await typeAndTranslate(page, 'Hello world');
    await tabTo(page, page.getByRole('button', { name: 'Download as BRF' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('en-ueb-g2.brf');
    const bytes = await file.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('latin1');
    });
    expect(bytes).toBe(',HELLO _W\r\n');
  });
});
