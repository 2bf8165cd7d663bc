// Book with a 100-page document, in Chromium against `npm start`'s server
// (the built app, embedded PGlite, the seeded administrator): opening it
// (the address to its last page shown in the editor), typing at its end
// (each key to the next frame painted after the text changed), and saving it
// (Ctrl+S to "All changes saved"). Printed, never asserted.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import { fetchSend, signInForTokens } from '../../src/server/testing/oidcFlow.ts';
import { freePort } from '../../src/server/testing/freePort.ts';
import { startServerProcess } from '../../src/server/testing/serverProcess.ts';
import { TOKEN_KEYS } from '../../src/web/auth/tokenStore.ts';
import { buildIfNeeded, webDist } from '../lib/buildIfNeeded.ts';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const PAGES = Number(process.env["BENCH_BOOK_PAGES"] ?? 100);
const KEYS = 40;
const ADMIN = { login: 'bench.admin', password: 'bench admin password' };

const SENTENCE = 'Green plants take in water through their roots and carry it up the stem to the leaves, where light turns it into food.';

/** A textbook of `pages` pages: each a heading, four paragraphs and a short list (about 110 words a page). */
function textbook(pages: number): string {
  const page = (n: number) =>
    `<h2>Chapter ${n}</h2>${Array.from({ length: 4 }, () => `<p>${SENTENCE} ${SENTENCE}</p>`).join('')}<ul><li>Roots</li><li>Stems</li><li>Leaves</li></ul>`;
  return `<h1>Plants</h1>${Array.from({ length: pages }, (_, index) => page(index + 1)).join('<hr class="page-break">')}`;
}

const percentile = (values: readonly number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

export async function runBookBench(): Promise<void> {
  const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
  console.log(`\nBook: a ${PAGES}-page document in Chromium (the built app on \`npm start\`'s server)\n`);
  if (!SYSTEM_CHROMIUM) {
    row('Book', 'skipped: no Chromium on this machine');
    return;
  }
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-book-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin, WEB_ROOT: webDist, SEED_ADMIN: `${ADMIN.login}:${ADMIN.password}` });
  const browser = await chromium.launch({
    executablePath: SYSTEM_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const tokens = await signInForTokens(fetchSend(origin), origin, ADMIN.login, ADMIN.password);
    const created = await fetch(new URL(DRIVE_PATHS.htmlFromString, origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ HTML_STRING: textbook(PAGES), DTM_NAME: 'Bench textbook', DTM_GROUP_NO: '', DEVICE_KIND: '300' }),
    });
    const { data } = (await created.json()) as { data: { DTM_NO: string; SIZE: number } };
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(
      ({ keys, access, refresh }) => {
        window.localStorage.setItem(keys.access, access);
        window.localStorage.setItem(keys.refresh, refresh);
        window.localStorage.setItem('locale', 'en');
      },
      { keys: TOKEN_KEYS, access: tokens.access_token, refresh: tokens.refresh_token },
    );
    const page = await context.newPage();
    const body = page.getByRole('textbox', { name: /^Document body, / });

    // ---- Open: from the address to the last page in the editor -----------------
    const opened = performance.now();
    await page.goto(`${origin}/book?dtmNo=${data.DTM_NO}`);
    await body.getByRole('heading', { name: `Chapter ${PAGES}` }).waitFor({ timeout: 120_000 });
    const openMs = performance.now() - opened;

    // ---- Typing at the end: each key to the frame painted after it ----------------
    await body.focus();
    await page.keyboard.press('Control+End');
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { bookKeySamples: number[] }).bookKeySamples = samples;
      document.addEventListener('keydown', (event) => {
        const start = event.timeStamp;
        // The frame after this one is painted with the change (the timer runs once it is).
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
      });
    });
    for (let key = 0; key < KEYS; key++) await page.keyboard.type('a', { delay: 60 });
    await page.waitForTimeout(300);
    const samples = await page.evaluate(() => (window as unknown as { bookKeySamples: number[] }).bookKeySamples);

    // ---- Save: Ctrl+S to "All changes saved" ------------------------------------
    const saving = performance.now();
    await page.keyboard.press('Control+s');
    await page.getByText('All changes saved').waitFor({ timeout: 120_000 });
    const saveMs = performance.now() - saving;

    row(`open a ${PAGES}-page document (${(data.SIZE / 1024).toFixed(0)} KiB of HTML)`, `${openMs.toFixed(0).padStart(10)} ms`);
    row(`typing at its end, key to paint (median of ${samples.length})`, `${percentile(samples, 0.5).toFixed(1).padStart(10)} ms`);
    row('typing at its end, key to paint (p90)', `${percentile(samples, 0.9).toFixed(1).padStart(10)} ms`);
    row(`save it (Ctrl+S to saved)`, `${saveMs.toFixed(0).padStart(10)} ms`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runBookBench();
