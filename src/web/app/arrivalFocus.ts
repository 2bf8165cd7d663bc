// Where focus goes when a page arrives: its heading, so a screen reader reads
// the new page from its name. A screen whose heading comes a moment later (its
// words or its data still loading) has the main region focused meanwhile and
// the heading once it appears — unless the user has gone somewhere else by
// then, or the wait is over.

export const HEADING_WAIT_MS = 3000;

/** Focuses the page's heading now or when it appears; the returned function stops waiting. */
export function focusArrival(doc: Document, waitMs = HEADING_WAIT_MS): () => void {
  const heading = () => doc.querySelector<HTMLElement>('[data-page-heading]');
  const present = heading();
  if (present) {
    present.focus();
    return () => undefined;
  }
  const main = doc.getElementById('main-content');
  main?.focus();
  const stillWaiting = () => doc.activeElement === main || doc.activeElement === doc.body || doc.activeElement === null;
  const observer = new MutationObserver(() => {
    const found = heading();
    if (!found) return;
    stop();
    if (stillWaiting()) found.focus();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
