import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

// The same textbook page as a tagged PDF, an untagged PDF and a scanned PDF
// (a picture of the page, no text layer), all printed by Chromium from
// TEXTBOOK_HTML, so converting each must give the same outline (issue 21's
// done-when). Debian's Chromium where it is installed, Playwright's own
// elsewhere, as playwright.config.ts chooses.

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A tiny grey square, so the page has a picture with alternative text. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAFklEQVR4nGNgGAWjYBSMglEwCkbBKAAABrAAAf1Y3LsAAAAASUVORK5CYII=';

/** What every PDF of the page must convert to, for the tests to compare. */
export const TEXTBOOK_OUTLINE = {
  headings: [
    [1, 'Plants and Light'],
    [2, 'How leaves work'],
    [2, 'Parts of a flower'],
  ] as const,
  /** The list items' words in reading order: the nested one after its parent. */
  listItems: ['Leaves catch sunlight', 'Chlorophyll makes them green', 'Roots take up water', 'Stems carry water upward'],
  tableHeader: ['Part', 'Job'],
  tableRows: [
    ['Petal', 'Attracts insects'],
    ['Stamen', 'Makes pollen'],
  ],
};

/** A print textbook page: headings, nested lists, a table with a header row, a picture, a link, a footnote. */
export const TEXTBOOK_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plants and Light</title>
<style>
  body { font-family: 'DejaVu Serif', serif; font-size: 12pt; margin: 0; }
  h1 { font-size: 24pt; } h2 { font-size: 17pt; }
  table { border-collapse: collapse; } td, th { border: 1px solid #000; padding: 4pt 10pt; }
  .note { font-size: 9pt; }
  @page { size: A4; margin: 2cm; }
</style></head>
<body>
<h1>Plants and Light</h1>
<p>Green plants make their own food from sunlight, water and air. This chapter explains how they do it.</p>
<h2>How leaves work</h2>
<ul>
  <li>Leaves catch sunlight
    <ul><li>Chlorophyll makes them green</li></ul>
  </li>
  <li>Roots take up water</li>
  <li>Stems carry water upward</li>
</ul>
<p><img src="${PICTURE}" alt="A green leaf in the sun" width="96" height="96"></p>
<h2>Parts of a flower</h2>
<table>
  <thead><tr><th>Part</th><th>Job</th></tr></thead>
  <tbody><tr><td>Petal</td><td>Attracts insects</td></tr><tr><td>Stamen</td><td>Makes pollen</td></tr></tbody>
</table>
<p>Read more at <a href="https://example.org/plants">the plant library</a>.<sup>1</sup></p>
<p class="note"><sup>1</sup> Photosynthesis needs carbon dioxide too.</p>
</body></html>`;

async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}), args: ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** The page printed with its text layer; `tagged` adds the structure tree (Chromium's accessible PDF). */
export function printedPdf(html: string, tagged: boolean): Promise<Buffer> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return page.pdf({ format: 'A4', printBackground: true, tagged, outline: false, preferCSSPageSize: true });
  });
}

/** The page as a scanner would give it: each printed page a 200 dpi picture, no text at all. */
export function scannedPdf(html: string): Promise<Buffer> {
  return withBrowser(async (browser) => {
    // A4 at 96 CSS px per inch is 794 × 1123; a device scale of 200/96 gives a 200 dpi picture.
    const context = await browser.newContext({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 200 / 96 });
    const page = await context.newPage();
    await page.setContent(html.replace('<body>', '<body style="margin: 2cm">'), { waitUntil: 'load' });
    const shot = await page.screenshot({ fullPage: false, type: 'png' });
    const sheet = await context.newPage();
    await sheet.setContent(
      `<!doctype html><html><head><style>@page { size: A4; margin: 0 } body { margin: 0 } img { width: 210mm; height: 297mm; display: block }</style></head><body><img src="data:image/png;base64,${shot.toString('base64')}"></body></html>`,
      { waitUntil: 'load' },
    );
    return sheet.pdf({ format: 'A4', printBackground: true, tagged: false, preferCSSPageSize: true });
  });
}
