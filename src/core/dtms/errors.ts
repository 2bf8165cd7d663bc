// Why a Dot file could not be read or written. The `code` is for programs and
// tests; `messageRef` is what the user is told, through the catalogues, so the
// web and CLI layers can show it in Korean or English. `Error.message` stays an
// English sentence for logs only.

import { defineMessages, type Message, type MessageRef } from '../messages/index.ts';

export type DtmsErrorCode =
  | 'NOT_JSON'
  | 'MISSING_FIELD'
  | 'BAD_VALUE'
  | 'BAD_HEX'
  | 'BAD_LENGTH'
  | 'TOO_MANY_PAGES'
  | 'NO_PAGES'
  | 'BAD_MAGIC'
  | 'UNKNOWN_DEVICE'
  | 'GRID_SIZE';

export const dtmsMessages = defineMessages({
  notJson: { id: '파일이 JSON 형식이 아닙니다.', description: 'A DTMS file could not be read: its text is not JSON' },
  missingField: {
    id: '{field} 값이 없습니다.',
    description: 'A DTMS file lacks a required field; field is its name in the file, e.g. device',
  },
  missingPageField: {
    id: '{page}쪽에 {field} 값이 없습니다.',
    description: 'A page of a DTMS file lacks a required field; page counts from 1 in file order, field is e.g. graphic.data',
  },
  badField: { id: '{field} 값이 올바르지 않습니다.', description: 'A field of a DTMS file has the wrong type, length or characters' },
  badPageField: {
    id: '{page}쪽의 {field} 값이 올바르지 않습니다.',
    description: 'A field of one page of a DTMS file has the wrong type, length or characters (e.g. graphic.data is not hex of the right length)',
  },
  tooManyPages: {
    id: '쪽이 너무 많습니다. 최대 {max}쪽까지 넣을 수 있습니다.',
    description: 'A DTMS file has more pages than we accept; max is the limit',
  },
  noPages: { id: '쪽이 하나도 없습니다.', description: 'A DTMS file has an empty page list' },
  notDtm: { id: 'DTM 파일이 아닙니다.', description: 'A binary file does not start with the DTM signature' },
  badDtmSize: { id: 'DTM 파일의 크기가 올바르지 않습니다.', description: 'A DTM file is not the size of any known display' },
  unknownDevice: {
    id: '알 수 없는 기기입니다: {device}',
    description: 'A DTMS file names a display model we do not know; device is the name in the file',
  },
  gridSize: { id: '그림의 크기가 기기에 맞지 않습니다.', description: 'A picture cannot be saved for the chosen display because its size differs' },
});

export interface DtmsErrorDetails {
  /** The page's position in the file, from 1; not its `page` number, which may repeat. */
  readonly page?: number;
  /** The field's name as written in the file, e.g. `graphic.data`. */
  readonly field?: string;
  /** Extra values some messages need (`max`, `device`). */
  readonly values?: Readonly<Record<string, string | number>>;
}

export class DtmsFormatError extends Error {
  readonly code: DtmsErrorCode;
  readonly page: number | undefined;
  readonly field: string | undefined;
  readonly messageRef: MessageRef;

  constructor(code: DtmsErrorCode, englishText: string, details: DtmsErrorDetails = {}) {
    super(details.page === undefined ? englishText : `Page ${details.page}: ${englishText}`);
    this.name = 'DtmsFormatError';
    this.code = code;
    this.page = details.page;
    this.field = details.field;
    const values: Record<string, string | number> = { ...details.values };
    if (details.page !== undefined) values['page'] = details.page;
    if (details.field !== undefined) values['field'] = details.field;
    this.messageRef = { message: messageFor(code, details), values };
  }
}

function messageFor(code: DtmsErrorCode, { page, field }: DtmsErrorDetails): Message {
  const onPage = page !== undefined;
  switch (code) {
    case 'NOT_JSON':
      return dtmsMessages.notJson;
    case 'MISSING_FIELD':
      return onPage ? dtmsMessages.missingPageField : dtmsMessages.missingField;
    case 'BAD_VALUE':
    case 'BAD_HEX':
      return onPage ? dtmsMessages.badPageField : dtmsMessages.badField;
    case 'BAD_LENGTH':
      // A length error without a field is the size of a whole DTM file.
      if (field === undefined) return dtmsMessages.badDtmSize;
      return onPage ? dtmsMessages.badPageField : dtmsMessages.badField;
    case 'TOO_MANY_PAGES':
      return dtmsMessages.tooManyPages;
    case 'NO_PAGES':
      return dtmsMessages.noPages;
    case 'BAD_MAGIC':
      return dtmsMessages.notDtm;
    case 'UNKNOWN_DEVICE':
      return dtmsMessages.unknownDevice;
    case 'GRID_SIZE':
      return dtmsMessages.gridSize;
  }
}
