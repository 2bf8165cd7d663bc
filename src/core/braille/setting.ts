// The braille setting (product spec §3): which engine family, language, grade,
// rule and cell size a user translates with. The default is the spec's: DOT,
// English, grade 2, 6 pins.

import { BRAILLE_TABLES, DEFAULT_BRAILLE_TABLE, type BrailleTableEntry } from './catalogue.ts';

export type BrailleKind = 'DOT' | 'LIBLOUIS' | 'AMEDIA';
export type BraillePins = 6 | 8;

export interface BrailleSetting {
  readonly kind: BrailleKind;
  readonly language: string;
  readonly grade: number;
  /** A rule or variant within the language; empty when the language has one table per grade. */
  readonly rule: string;
  readonly pin: BraillePins;
}

export const DEFAULT_BRAILLE_SETTING: BrailleSetting = {
  kind: 'DOT',
  language: 'english',
  grade: 2,
  rule: '',
  pin: 6,
};

/** The setting that selects a table. */
export function settingForTable(table: BrailleTableEntry): BrailleSetting {
  return { kind: table.kind, language: table.language, grade: table.grade, rule: table.variant, pin: table.pin };
}

/**
 * The table a setting selects. A setting saved by the original product may
 * name only kind, language and grade; the closest entry wins, in this order:
 * same language and grade (and rule, when given), same language, the default.
 */
export function tableForSetting(setting: Partial<BrailleSetting>): BrailleTableEntry {
  const language = setting.language?.toLowerCase();
  const sameLanguage = BRAILLE_TABLES.filter((table) => table.language === language);
  const sameGrade = sameLanguage.filter((table) => table.grade === Number(setting.grade));
  return (
    sameGrade.find((table) => table.variant === setting.rule) ??
    sameGrade.find((table) => table.pin === setting.pin) ??
    sameGrade[0] ??
    sameLanguage[0] ??
    DEFAULT_BRAILLE_TABLE
  );
}
