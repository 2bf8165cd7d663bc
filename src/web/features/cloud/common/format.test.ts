import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import { formatDateTime, formatSize } from './format.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('drive formats', () => {
  it('write sizes with the unit that fits', () => {
    expect(formatSize(intl, 512)).toBe('512 bytes');
    // Not "0 byte used" (issue 17 item 10): the count takes the language's plural.
    expect(formatSize(intl, 0)).toBe('0 bytes');
    expect(formatSize(intl, 1)).toBe('1 byte');
    expect(formatSize(intl, 1536)).toBe('1.5 kB');
    expect(formatSize(intl, 5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(intl, 2 * 1024 ** 3)).toBe('2 GB');
  });

  it('leave a missing or broken date empty', () => {
    expect(formatDateTime(intl, null)).toBe('');
    expect(formatDateTime(intl, 'not a date')).toBe('');
    expect(formatDateTime(intl, '2025-03-04T05:06:00Z')).toMatch(/2025/);
  });

  it('write every date of the Cloud in one style, whether given as text or as a date (issue 17 item 10)', () => {
    const iso = '2025-03-31T09:30:00Z';
    const expected = intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(intl, iso)).toBe(expected);
    expect(formatDateTime(intl, new Date(iso))).toBe(expected);
  });
});
