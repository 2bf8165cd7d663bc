import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import { formatDateTime, formatSize } from './format.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('drive formats', () => {
  it('write sizes with the unit that fits', () => {
    expect(formatSize(intl, 512)).toBe('512 byte');
    expect(formatSize(intl, 1536)).toBe('1.5 kB');
    expect(formatSize(intl, 5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(intl, 2 * 1024 ** 3)).toBe('2 GB');
  });

  it('leave a missing or broken date empty', () => {
    expect(formatDateTime(intl, null)).toBe('');
    expect(formatDateTime(intl, 'not a date')).toBe('');
    expect(formatDateTime(intl, '2025-03-04T05:06:00Z')).toMatch(/2025/);
  });
});
