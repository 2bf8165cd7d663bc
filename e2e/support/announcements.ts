import type { Page } from '@playwright/test';

// What a screen reader has been told since the page loaded. The announcer
// keeps only its latest message in a live region (earlier ones were spoken
// when they arrived), so a test that wants to know whether something was
// said, not just what was said last, records every addition to a live region.

declare global {
  interface Window {
    __e2eHeard?: string[];
  }
}

/** Starts recording on every page load of `page` from now on (call before goto). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    window.__e2eHeard = heard;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.parentElement?.closest('[aria-live]') && node.textContent) heard.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Everything announced on the current page so far, in order. */
export function heard(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__e2eHeard ?? []);
}
