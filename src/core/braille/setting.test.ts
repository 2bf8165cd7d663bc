import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, DEFAULT_BRAILLE_TABLE } from './catalogue.ts';
import { DEFAULT_BRAILLE_SETTING, settingForTable, tableForSetting, type BrailleSetting } from './setting.ts';

const codeFor = (setting: Partial<BrailleSetting>) => tableForSetting(setting).code;

describe('the braille setting a user translates with', () => {
  it('starts as the spec says: DOT, English, grade 2, 6 pins', () => {
    expect(DEFAULT_BRAILLE_SETTING).toEqual({ kind: 'DOT', language: 'english', grade: 2, rule: '', pin: 6 });
    expect(tableForSetting(DEFAULT_BRAILLE_SETTING)).toBe(DEFAULT_BRAILLE_TABLE);
  });

  it('picks the table of the chosen language and grade', () => {
    expect(codeFor({ kind: 'DOT', language: 'korean', grade: 1, pin: 6 })).toBe('ko-g1');
    expect(codeFor({ kind: 'DOT', language: 'korean', grade: 2, pin: 6 })).toBe('ko-g2');
    expect(codeFor({ language: 'english', grade: 1 })).toBe('en-ueb-g1');
    expect(codeFor({ language: 'arabic', grade: 2 })).toBe('ar-g2');
  });

  it('picks the Chinese variant the rule names', () => {
    expect(codeFor({ language: 'chinese', grade: 1, rule: 'chineseCommon' })).toBe('zh-hans-common');
    expect(codeFor({ language: 'chinese', grade: 1, rule: 'chineseCurrent' })).toBe('zh-hans-current');
    expect(codeFor({ language: 'chinese', grade: 2, rule: 'chineseDoublePhonic' })).toBe('zh-hans-double');
  });

  it('takes the language\'s first table of that grade when the rule is unknown or empty', () => {
    expect(codeFor({ language: 'chinese', grade: 1, rule: 'nonsense', pin: 6 })).toBe('zh-hans-current');
    expect(codeFor({ language: 'chinese', grade: 1, rule: '' })).toBe('zh-hans-current');
  });

  it('keeps the chosen language and grade when the cell size differs from the only table', () => {
    expect(codeFor({ language: 'taiwanese', grade: 1, pin: 6 })).toBe('zh-tw');
    expect(codeFor({ language: 'taiwanese', grade: 1, pin: 8 })).toBe('zh-tw');
  });

  it('reads a language name in any case, as the original product saved it', () => {
    expect(codeFor({ kind: 'DOT', language: 'KOREAN', grade: 1, pin: 6 })).toBe('ko-g1');
    expect(codeFor({ language: 'Chinese', grade: 1, rule: 'chineseCommon' })).toBe('zh-hans-common');
  });

  it('reads a grade saved as text by the original product', () => {
    expect(codeFor({ language: 'korean', grade: '1' as unknown as number })).toBe('ko-g1');
  });

  it('falls back to the language\'s first table when the grade has none', () => {
    expect(codeFor({ language: 'korean', grade: 3 })).toBe('ko-g2');
    expect(codeFor({ language: 'vietnamese', grade: 2 })).toBe('vi-g1');
    expect(codeFor({ language: 'thai' })).toBe('th-g1');
  });

  it('falls back to the default table for a language the list does not have', () => {
    expect(tableForSetting({ kind: 'DOT', language: 'klingon', grade: 1, pin: 6 })).toBe(DEFAULT_BRAILLE_TABLE);
    expect(tableForSetting({ grade: 1 })).toBe(DEFAULT_BRAILLE_TABLE);
    expect(tableForSetting({})).toBe(DEFAULT_BRAILLE_TABLE);
  });

  it('saves a setting for every table that selects that same table again', () => {
    for (const table of BRAILLE_TABLES) {
      const setting = settingForTable(table);
      expect(setting, table.code).toEqual({ kind: table.kind, language: table.language, grade: table.grade, rule: table.variant, pin: table.pin });
      expect(tableForSetting(setting).code, table.code).toBe(table.code);
    }
  });
});
