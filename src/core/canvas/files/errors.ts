// Why a file could not be opened in the Canvas. The readers underneath throw
// their own typed errors (DtmsFormatError, BrailleError); this one covers what
// only the Canvas refuses: a kind it does not open, a braille file too long
// for 100 pages. Each error carries a catalogue message, never raw English.

import { BrailleError } from '../../braille/index.ts';
import { DtmsFormatError, dtmsMessages } from '../../dtms/index.ts';
import { defineMessages, type MessageRef } from '../../messages/index.ts';

export type CanvasFileErrorCode = 'UNSUPPORTED' | 'TOO_MANY_PAGES' | 'EMPTY';

export const canvasFileMessages = defineMessages({
  unsupported: {
    id: '파일을 찾을 수 없습니다. 파일 형식을 확인해 주세요.',
    description: 'Spec error "File not found. Check the file format.": the reason given when a file could not be read for a cause the format checks do not name',
  },
  brailleTooLong: {
    id: '점자 파일이 너무 길어 열 수 없습니다. 최대 {max}쪽까지 열 수 있습니다.',
    description: 'Opening a BRF or BRL file in the Canvas: laid out on the display it would need more than max pages. English: "This braille file is too long to open: at most {max} pages fit."',
  },
});

export class CanvasFileError extends Error {
  readonly code: CanvasFileErrorCode;
  readonly messageRef: MessageRef;

  constructor(code: CanvasFileErrorCode, englishText: string, messageRef: MessageRef) {
    super(englishText);
    this.name = 'CanvasFileError';
    this.code = code;
    this.messageRef = messageRef;
  }
}

export function unsupportedFile(name: string): CanvasFileError {
  return new CanvasFileError('UNSUPPORTED', `${name} is not a DTMS, DTMA, DTM, BRF or BRL file.`, { message: canvasFileMessages.unsupported });
}

export function brailleTooLong(max: number): CanvasFileError {
  return new CanvasFileError('TOO_MANY_PAGES', `The braille file needs more than ${max} pages.`, { message: canvasFileMessages.brailleTooLong, values: { max } });
}

export function emptyFile(): CanvasFileError {
  return new CanvasFileError('EMPTY', 'The file has no pages.', { message: dtmsMessages.noPages });
}

/** What to tell the user about an error from opening or exporting a file, or undefined for a bug (not a file problem). */
export function fileErrorMessage(error: unknown): MessageRef | undefined {
  if (error instanceof CanvasFileError || error instanceof DtmsFormatError || error instanceof BrailleError) return error.messageRef;
  return undefined;
}
