import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, negotiateLocale, startLocale, startLocaleOfRequest } from './startLocale.ts';
import { bcp47, cataloguesOf, isRightToLeft } from './locales.ts';

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

describe('negotiateLocale', () => {
  it('prefers the ui_locales the app sent, in order, over the browser header', () => {
    expect(negotiateLocale('zh ar', 'de-DE,de;q=0.9')).toBe('ar');
    expect(negotiateLocale('vi', undefined)).toBe('vn');
  });

  it('reads Accept-Language by weight, then by position', () => {
    expect(negotiateLocale(undefined, 'zh-CN, fr;q=0.5, ja;q=0.8')).toBe('ja');
    expect(negotiateLocale(undefined, 'xx, cs-CZ;q=0.2, ro;q=0.9')).toBe('cz');
    expect(negotiateLocale('', 'ko-KR,ko;q=0.9,en-US;q=0.8')).toBe('ko');
  });

  it('ignores refused and malformed entries and falls back to English', () => {
    expect(negotiateLocale(undefined, 'de;q=0, ;;;, fr;q=abc')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });
});

describe('startLocaleOfRequest', () => {
  it('is startLocale of the Accept-Language header\'s first language, as the browser reports navigator.language', () => {
    expect(acceptedLanguageTags('fr-CA, en;q=0.5, de;q=0.9, ja;q=0')).toEqual(['fr-CA', 'de', 'en']);
    expect(startLocaleOfRequest('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(startLocaleOfRequest('en;q=0.5, cs-CZ')).toBe('cz');
    // Only the first language counts, as in the browser: a Romanian first choice starts in English.
    expect(startLocaleOfRequest('ro-RO, fr;q=0.9')).toBe('en');
    expect(startLocaleOfRequest(undefined)).toBe('en');
    expect(startLocaleOfRequest('')).toBe('en');
  });
});

describe('cataloguesOf', () => {
  it('puts Korean, the fallback, under every catalogue but Korean and English', () => {
    expect(cataloguesOf('fr')).toEqual(['ko', 'fr']);
    expect(cataloguesOf('ro')).toEqual(['ko', 'ro']);
    expect(cataloguesOf('ko')).toEqual(['ko']);
    expect(cataloguesOf('en')).toEqual(['en']);
  });
});
