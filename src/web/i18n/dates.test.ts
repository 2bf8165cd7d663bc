import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { formatDateTime } from './dates.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('dates', () => {
  it('leave a missing or broken date empty', () => {
    expect(formatDateTime(intl, null)).toBe('');
    expect(formatDateTime(intl, 'not a date')).toBe('');
    expect(formatDateTime(intl, '2025-03-04T05:06:00Z')).toMatch(/2025/);
  });

  it('write every file and folder date in one style, whether given as text or as a date (issue 17 item 10)', () => {
    const iso = '2025-03-31T09:30:00Z';
    const expected = intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(intl, iso)).toBe(expected);
    expect(formatDateTime(intl, new Date(iso))).toBe(expected);
  });
});
