// Why braille could not be read, written or laid out. As with the DTMS codecs,
// `code` is for programs and tests, `messageRef` is what the user is told
// (through the catalogues, in their language), and `Error.message` stays an
// English sentence for logs.
//
// Adding a code (the translator's, for instance) takes three steps, and the
// type checker insists on the last: add it to a union below, declare its
// message in `brailleMessages`, and give it a case in `messageFor`.

import { defineMessages, type Message, type MessageRef } from '../messages/index.ts';

/** Codes of the file codecs and layout: Unicode braille, Braille ASCII, BRF, PEF, pages, multi-line blocks. */
export type BrailleFileErrorCode =
  | 'NOT_BRAILLE'
  | 'NOT_BRAILLE_ASCII'
  | 'BAD_PAGE_SIZE'
  | 'BAD_LAYOUT'
  | 'BAD_METADATA'
  | 'ROW_TOO_LONG'
  | 'PAGE_TOO_LONG';

/** Codes of translation: the catalogue, the engines and the size of a request. */
export type BrailleTranslationErrorCode = 'UNKNOWN_TABLE' | 'TABLE_UNAVAILABLE' | 'TEXT_TOO_LONG' | 'TRANSLATION_FAILED';

/** Every code a BrailleError can carry. */
export type BrailleErrorCode = BrailleFileErrorCode | BrailleTranslationErrorCode;

export const brailleMessages = defineMessages({
  notBraille: {
    id: '{column}번째 글자가 점자가 아닙니다: {character}',
    description: 'Text that should be Unicode braille holds another character; column counts characters from 1, character shows it and its code, e.g. "A" (U+0041)',
  },
  notBrailleOnLine: {
    id: '{line}번째 줄의 {column}번째 글자가 점자가 아닙니다: {character}',
    description: 'A line that should be Unicode braille holds another character; line and column count from 1, character shows it and its code',
  },
  notBrailleOnPage: {
    id: '{page}쪽 {line}번째 줄의 {column}번째 글자가 점자가 아닙니다: {character}',
    description: 'A row of a braille page (PEF export) holds a character that is not Unicode braille; page, line and column count from 1',
  },
  notBrailleAscii: {
    id: '{line}번째 줄의 {column}번째 글자는 점자 ASCII(BRF)가 아닙니다: {character}',
    description: 'A BRF or BRL file holds a character outside North American Braille ASCII; line and column count from 1 as a text editor shows them',
  },
  badPageSize: {
    id: '한 줄은 {minCells}~{maxCells}칸, 한 쪽은 {minLines}~{maxLines}줄 사이의 정수여야 합니다.',
    description: 'A braille page size (cells per line, lines per page) chosen for BRF or PEF export is out of range or not a whole number',
  },
  badLayout: {
    id: '점자 배치 설정(점 수, 간격, 영역)이 올바르지 않습니다.',
    description: 'Settings for placing braille (6 or 8 dots, spacing between cells, lines or rows, the area) are not valid',
  },
  badMetadata: {
    id: '책 정보의 {field} 값이 올바르지 않습니다.',
    description: 'A PEF export was given a bad book detail; field is its name: language (a BCP 47 tag), date (YYYY-MM-DD) or identifier (not empty)',
  },
  rowTooLong: {
    id: '{page}쪽 {line}번째 줄이 한 줄 {cols}칸보다 깁니다.',
    description: 'A line of a braille page (PEF export) has more cells than the page width; page and line count from 1, cols is the width',
  },
  unknownTable: {
    id: '점자 표 {table}이(가) 목록에 없습니다.',
    description: 'A braille table was asked for by a code the catalogue does not have; table is the code, e.g. en-ueb-g3',
  },
  tableIsFile: {
    id: '점자 표는 목록의 코드로 고릅니다: {table} 대신 {entry}을(를) 쓰세요.',
    description: 'A liblouis file name (table, e.g. zh-chn.ctb) was given where a braille table code of the list is needed; entry is the code to use instead (e.g. zh-hans-current)',
  },
  tableUnavailable: {
    id: '이 점자 표는 여기서 정확하게 번역할 수 없어 사용할 수 없습니다.',
    description: 'A braille table exists but no braille engine available here translates it correctly, so it is not offered (never wrong braille)',
  },
  textTooLong: {
    id: '한 번에 번역할 수 있는 글자 수({max}자)를 넘었습니다. 나누어 번역해 주세요.',
    description: 'Text sent for braille translation is longer than one translation takes; max is the limit in characters',
  },
  translationFailed: {
    id: '점자 번역에 실패했습니다. 잠시 후 다시 시도해 주세요.',
    description: 'The braille engine failed or took too long translating; nothing was changed',
  },
  pageTooLong: {
    id: '{page}쪽의 줄이 한 쪽 {max}줄보다 많습니다.',
    description: 'A braille page (PEF export) has more lines than fit on it; page counts from 1, max is how many fit',
  },
});

export interface BrailleErrorDetails {
  /** Page of a document, from 1. */
  readonly page?: number;
  /** Line (row) of a text or page, from 1. */
  readonly line?: number;
  /** Character (code point) in the line, from 1. */
  readonly column?: number;
  /** The offending character, raw; the message shows it with its code point. */
  readonly character?: string;
  /** Other values a message names (`field`, `cols`, `max`, the page-size limits). */
  readonly values?: Readonly<Record<string, string | number>>;
}

export class BrailleError extends Error {
  readonly code: BrailleErrorCode;
  readonly page: number | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly messageRef: MessageRef;

  constructor(code: BrailleErrorCode, englishText: string, details: BrailleErrorDetails = {}) {
    super(englishText);
    this.name = 'BrailleError';
    this.code = code;
    this.page = details.page;
    this.line = details.line;
    this.column = details.column;
    const values: Record<string, string | number> = { ...details.values };
    if (details.page !== undefined) values['page'] = details.page;
    if (details.line !== undefined) values['line'] = details.line;
    if (details.column !== undefined) values['column'] = details.column;
    if (details.character !== undefined) values['character'] = describeCharacter(details.character);
    this.messageRef = { message: messageFor(code, details), values };
  }
}

/**
 * A character as a message shows it: `"A" (U+0041)`, or only the code point
 * for controls, spaces and format characters, so a stray bidi override or NUL
 * cannot reorder or cut the sentence around it.
 */
export function describeCharacter(character: string): string {
  const code = codePointLabel(character);
  return /^[\p{C}\p{Z}]/u.test(character) || character === '' ? code : `"${String.fromCodePoint(character.codePointAt(0) ?? 0)}" (${code})`;
}

/** The first code point of a text as `U+XXXX`, for logs and messages. */
export function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function messageFor(code: BrailleErrorCode, { page, line, values }: BrailleErrorDetails): Message {
  switch (code) {
    case 'NOT_BRAILLE':
      if (page !== undefined) return brailleMessages.notBrailleOnPage;
      return line === undefined ? brailleMessages.notBraille : brailleMessages.notBrailleOnLine;
    case 'NOT_BRAILLE_ASCII':
      return brailleMessages.notBrailleAscii;
    case 'BAD_PAGE_SIZE':
      return brailleMessages.badPageSize;
    case 'BAD_LAYOUT':
      return brailleMessages.badLayout;
    case 'BAD_METADATA':
      return brailleMessages.badMetadata;
    case 'ROW_TOO_LONG':
      return brailleMessages.rowTooLong;
    case 'PAGE_TOO_LONG':
      return brailleMessages.pageTooLong;
    case 'UNKNOWN_TABLE':
      // A liblouis file name that the catalogue holds: the message names the code to use.
      return values?.['entry'] === undefined ? brailleMessages.unknownTable : brailleMessages.tableIsFile;
    case 'TABLE_UNAVAILABLE':
      return brailleMessages.tableUnavailable;
    case 'TEXT_TOO_LONG':
      return brailleMessages.textTooLong;
    case 'TRANSLATION_FAILED':
      return brailleMessages.translationFailed;
  }
}
