// How a table is named to people: the language's own name in the reader's
// language (Intl.DisplayNames knows them all, so no catalogue has to) followed
// by the variant from the message catalogues, e.g. "Korean – Contracted
// (grade 2)" or, in Korean, "한국어 – 약자 (2급)".

import { defineMessages, type MessageRef } from '../messages/index.ts';
import type { BrailleTableEntry } from './catalogue.ts';

export const tableVariantMessages = defineMessages({
  uncontracted: { id: '1급 점자 (약자 없음)', description: 'Braille table variant: uncontracted braille, grade 1' },
  partlyContracted: { id: '1급 점자 (일부 약자)', description: 'Braille table variant: partly contracted braille, grade 1 (German, Swedish, Norwegian, Vietnamese)' },
  contracted: { id: '2급 점자 (약자)', description: 'Braille table variant: contracted braille, grade 2' },
  chineseCurrent: { id: '현행 점자 (성조 표기)', description: 'Braille table variant: Chinese current braille with tone marks (Xianxing mangwen)' },
  chineseCommon: { id: '통용 점자', description: 'Braille table variant: Chinese common braille scheme (Tongyong mangwen)' },
  chineseDoublePhonic: { id: '쌍음 점자', description: 'Braille table variant: Chinese double-phonic braille (two cells a syllable)' },
  bopomofo: { id: '주음부호 8점 점자', description: 'Braille table variant: Taiwanese braille based on bopomofo, 8 dots' },
  kantenji: { id: '간텐지 8점 점자', description: 'Braille table variant: Japanese Kantenji, 8-dot braille for kana and kanji' },
  label: { id: '{language} – {variant}', description: 'Name of a braille table: the language name, a dash, then the variant (e.g. "English – Contracted, grade 2")' },
});

export type TableVariant = Exclude<keyof typeof tableVariantMessages, 'label'>;

/** The language's name in `displayLocale`, e.g. "Simplified Chinese" or "중국어(간체)". */
export function languageName(table: BrailleTableEntry, displayLocale: string): string {
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'language' }).of(table.lang) ?? table.language;
  } catch {
    return table.language;
  }
}

/** The variant as a message, for a caller that formats messages. */
export function variantMessage(table: BrailleTableEntry): MessageRef {
  return { message: tableVariantMessages[table.variant] };
}
