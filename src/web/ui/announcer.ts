import { announce as ariaAnnounce } from '@react-aria/live-announcer';

export type Politeness = 'polite' | 'assertive';

/**
 * The app's one announcer. It speaks through React Aria's live regions (one
 * polite, one assertive), the same ones React Aria's own components use, so
 * two announcements never race in separate regions.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (message.trim() === '') return;
  ariaAnnounce(message, politeness);
}
