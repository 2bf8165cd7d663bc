import { describe, expect, it } from 'vitest';
import { startLocale } from './startLocale.ts';
import { bcp47, isRightToLeft } from './locales.ts';

describe('startLocale', () => {
  it('uses the first two letters of a supported browser language', () => {
    expect(startLocale('ko-KR')).toBe('ko');
    expect(startLocale('de')).toBe('de');
    expect(startLocale('FR-ca')).toBe('fr');
    expect(startLocale('ar-EG')).toBe('ar');
  });

  it('maps the ISO codes that the product spells differently', () => {
    expect(startLocale('cs-CZ')).toBe('cz');
    expect(startLocale('kk')).toBe('kz');
    expect(startLocale('vi-VN')).toBe('vn');
  });

  it('falls back to English for languages the picker does not offer', () => {
    expect(startLocale('ro-RO')).toBe('en');
    expect(startLocale('zh-CN')).toBe('en');
    expect(startLocale('')).toBe('en');
    expect(startLocale(undefined)).toBe('en');
  });

  it('treats an unknown language tag as unsupported', () => {
    expect(startLocale('xx-YY')).toBe('en');
    expect(startLocale('k')).toBe('en');
  });
});

describe('bcp47', () => {
  it('gives the page a real language tag', () => {
    expect(bcp47('cz')).toBe('cs');
    expect(bcp47('kz')).toBe('kk');
    expect(bcp47('vn')).toBe('vi');
    expect(bcp47('en')).toBe('en');
  });

  it('marks only Arabic as right-to-left', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('ko')).toBe(false);
  });
});
