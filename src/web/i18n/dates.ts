import type { IntlShape } from 'react-intl';

// The app's one date style, wherever a file's or folder's dates are shown
// (the Cloud's lists, details and trash, the library, Easy, the Canvas's open
// list): here, apart from any feature, so each can use it without loading
// another feature's messages.

/** The one date style (lists, details, the trash, the library, Easy, the Canvas): a medium date and a short time. */
export const DATE_TIME_STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A date and time, as the reader's language writes them in the one style; empty for none. */
export function formatDateTime(intl: IntlShape, value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : intl.formatDate(date, DATE_TIME_STYLE);
}
