import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, findBrailleTable, type BrailleTableEntry } from './catalogue.ts';
import { languageName, tableVariantMessages, variantMessage } from './tableLabels.ts';

function table(code: string): BrailleTableEntry {
  const found = findBrailleTable(code);
  if (!found) throw new Error(`no table ${code} in the catalogue`);
  return found;
}

describe('naming a braille table to people', () => {
  it('names the language in the reader\'s own language', () => {
    expect(languageName(table('ko-g2'), 'en')).toBe('Korean');
    expect(languageName(table('ko-g2'), 'ko')).toBe('한국어');
    expect(languageName(table('en-ueb-g2'), 'en')).toBe('English');
  });

  it('falls back to the spec\'s language name when the reader\'s locale is not valid', () => {
    expect(languageName(table('ko-g2'), 'not a locale!!')).toBe('korean');
    expect(languageName(table('zh-tw'), '')).toBe('taiwanese');
  });

  it('knows a name for every table\'s language, in English and in Korean', () => {
    for (const entry of BRAILLE_TABLES) {
      for (const locale of ['en', 'ko']) {
        const name = languageName(entry, locale);
        expect(name, `${entry.code} in ${locale}`).not.toBe(entry.lang);
        expect(name.length, `${entry.code} in ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every table\'s variant a message with a Korean phrase and an English description', () => {
    for (const entry of BRAILLE_TABLES) {
      const { message } = variantMessage(entry);
      expect(message, entry.code).toBe(tableVariantMessages[entry.variant]);
      expect(message.id, entry.code).toMatch(/[가-힣]/);
      expect(message.description?.length ?? 0, entry.code).toBeGreaterThan(20);
    }
  });

  it('tells the three Chinese rules apart by their variant messages', () => {
    const ids = ['zh-hans-current', 'zh-hans-common', 'zh-hans-double'].map((code) => variantMessage(table(code)).message.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('builds a label from the language and the variant', () => {
    expect(tableVariantMessages.label.id).toContain('{language}');
    expect(tableVariantMessages.label.id).toContain('{variant}');
  });
});
