import { describe, expect, it } from 'vitest';
import { contentLanguage, detectLanguage, dominantScript } from './index.ts';

describe('the language of user content', () => {
  it('is told by its script', () => {
    const cases: readonly (readonly [string, string | undefined])[] = [
      ['서울 지하철 노선도', 'ko'],
      ['大韓民國 지도', 'ko'],
      ['東京の地図', 'ja'],
      ['カタカナ', 'ja'],
      ['北京地图', 'zh'],
      ['خريطة القاهرة', 'ar'],
      ['Карта Москвы', 'ru'],
      ['Қазақстан картасы', 'kk'],
      ['Bản đồ Hà Nội', 'vi'],
      ['Χάρτης της Αθήνας', 'el'],
      ['מפה של ירושלים', 'he'],
      ['แผนที่กรุงเทพ', 'th'],
      ['दिल्ली का नक्शा', 'hi'],
      ['Map of the city', undefined],
      ['2026-11-27 / 3.5', undefined],
      ['', undefined],
    ];
    for (const [text, language] of cases) expect(detectLanguage(text, 'en'), text).toBe(language);
  });

  it('goes by the script with the most letters', () => {
    expect(dominantScript('DTMS 파일 모음')).toBe('Hangul');
    expect(detectLanguage('Seoul metro map 서울', 'en')).toBeUndefined();
    expect(detectLanguage('Карта Seoul', 'en')).toBe('ru');
  });

  it('reads a shared script as the interface language when the interface writes it', () => {
    expect(detectLanguage('地図', 'ja')).toBe('ja');
    expect(detectLanguage('地図', 'en')).toBe('zh');
    expect(detectLanguage('Алматы', 'kk')).toBe('kk');
    expect(detectLanguage('Алматы', 'en')).toBe('ru');
  });

  it('marks content only when it differs from the interface language', () => {
    expect(contentLanguage('서울 지하철 노선도', 'en')).toBe('ko');
    expect(contentLanguage('서울 지하철 노선도', 'ko')).toBeUndefined();
    expect(contentLanguage('Map of the city', 'ko')).toBeUndefined();
    expect(contentLanguage('Bản đồ Hà Nội', 'vi')).toBeUndefined();
    expect(contentLanguage('Bản đồ Hà Nội', 'en')).toBe('vi');
    expect(contentLanguage('Карта', 'ru-RU')).toBeUndefined();
  });

  it('prefers a stored language to what the letters suggest', () => {
    expect(contentLanguage('Map of the city', 'ko', 'en')).toBe('en');
    expect(contentLanguage('Map of the city', 'en', 'en-GB')).toBeUndefined();
    expect(contentLanguage('Carte de la ville', 'en', 'fr')).toBe('fr');
    expect(contentLanguage('서울', 'en', ' ')).toBe('ko');
  });
});
