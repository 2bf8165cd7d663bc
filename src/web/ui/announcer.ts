import { announce as ariaAnnounce, clearAnnouncer } from '@react-aria/live-announcer';

export type Politeness = 'polite' | 'assertive';

/**
 * How long an announcement stays in its live region. Screen readers speak a
 * live region's additions as they arrive, so the text is not needed after;
 * leaving it longer only piles old messages up for whoever browses the page.
 * React Aria's own default, which it tested with the screen readers.
 */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;

/**
 * The app's one announcer, and the one way anything is spoken: a toast, a
 * navigation, an editor's feedback. It speaks through React Aria's live
 * regions (one polite, one assertive), the same ones React Aria's own
 * components use. Polite unless the caller says the news is urgent (an
 * error, a refusal). Each announcement replaces the one before it in its
 * region, so the region only ever holds the latest, and is emptied after
 * ANNOUNCEMENT_LIFETIME_MS. Announcements made together are kept together.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (message.trim() === '') return;
  // Announcements made in one go (an error and then what it left undone) are
  // one event: the first clears what came before, the others join it. A
  // screen reader that saw a message added and removed in the same task
  // would never speak it.
  if (!joining.has(politeness)) {
    clearAnnouncer(politeness);
    joining.add(politeness);
    queueMicrotask(() => joining.delete(politeness));
  }
  ariaAnnounce(message, politeness, ANNOUNCEMENT_LIFETIME_MS);
}

const joining = new Set<Politeness>();
