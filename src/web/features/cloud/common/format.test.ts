import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import { formatSize } from './format.ts';

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
});
