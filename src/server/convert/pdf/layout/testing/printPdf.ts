import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Chromium prints the PDFs the layout tests read (textbookPdfs.ts prints the
// one-page textbook; these tests also need several pages, running heads and
// feet from Chromium's own header and footer templates, and long documents).
// Debian's Chromium where it is installed, Playwright's own elsewhere.

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface PrintOptions {
  /** Chromium's header and footer templates (its `title`, `pageNumber` and `totalPages` classes fill in). */
  readonly headerTemplate?: string;
  readonly footerTemplate?: string;
}

/** An untagged PDF of the page, A4 with 2 cm margins (room for a header and footer when asked). */
export async function printUntagged(html: string, options: PrintOptions = {}): Promise<Buffer> {
  const browser = await chromium.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}), args: ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const headerFooter = options.headerTemplate !== undefined || options.footerTemplate !== undefined;
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      tagged: false,
      outline: false,
      margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' },
      ...(headerFooter
        ? { displayHeaderFooter: true, headerTemplate: options.headerTemplate ?? '<span></span>', footerTemplate: options.footerTemplate ?? '<span></span>' }
        : {}),
    });
  } finally {
    await browser.close();
  }
}
