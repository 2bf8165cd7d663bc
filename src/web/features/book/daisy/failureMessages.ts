import { defineMessages, type Message } from '../../../../core/messages/index.ts';
import { DAISY_FAILURE_CODES, type DaisyFailureCode } from '../../../../shared/api/daisy.ts';
import { DRIVE_ERROR_CODES } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { failureMessage } from '../api/failureMessage.ts';

// Why a DAISY book could not be made (one sentence per DaisyFailureCode), and
// why the server refused to start one: the words the toasts and the dialog say.

const reasons = defineMessages({
  EMPTY_DOCUMENT: { id: '문서에 읽을 내용이 없습니다.', description: 'Why a DAISY book failed: the document has nothing to read. English: "The document has nothing to read."' },
  TOO_LARGE: { id: '문서가 너무 커서 도서로 만들 수 없습니다.', description: 'Why a DAISY book failed: the document or its book is too large. English: "The document is too large to make into a book."' },
  TIMED_OUT: { id: '도서를 만드는 데 시간이 너무 오래 걸려 멈췄습니다.', description: 'Why a DAISY book failed: it ran out of time. English: "Making the book took too long and was stopped."' },
  OUT_OF_MEMORY: {
    id: '도서를 만드는 데 쓸 수 있는 메모리보다 더 많이 필요했습니다.',
    description: 'Why a DAISY book failed: it needed more memory than allowed. English: "Making the book needed more memory than allowed."',
  },
  TOOL_MISSING: {
    id: '지금은 서버에서 음성 도서를 만들 수 없습니다. 관리자에게 문의해 주세요.',
    description: 'Why a DAISY book failed: a speech or audio program is missing on the server. English: "The server cannot make talking books right now. Contact your administrator."',
  },
  BAD_RECORDING: {
    id: '어떤 쪽의 녹음을 읽을 수 없습니다. 쪽 속성의 오디오를 확인하고 다시 해 주세요.',
    description: 'Why a DAISY book failed: a page\'s recorded audio could not be read. English: "A page\'s recording could not be read. Check the pages\' audio and try again."',
  },
  WORKER_DIED: {
    id: '도서 만들기가 여러 번 중간에 멈췄습니다. 나중에 다시 해 주세요.',
    description: 'Why a DAISY book failed: the job stopped several times. English: "Making the book stopped several times. Try again later."',
  },
  INTERNAL: { id: '서버에서 문제가 생겼습니다. 나중에 다시 해 주세요.', description: 'Why a conversion failed: an unexpected server problem' },
});

export const DAISY_FAILURE_MESSAGES: Readonly<Record<DaisyFailureCode, Message>> = reasons;

/** The reason in words for a failure code; INTERNAL's for none or a code this web app does not know. */
export function daisyFailureMessage(code: string | null | undefined): Message {
  const known = DAISY_FAILURE_CODES.find((one) => one === code);
  return reasons[known ?? 'INTERNAL'];
}

const refusals = defineMessages({
  format: { id: 'DAISY 3만 지원합니다.', description: 'Spec message: an audio-book format other than DAISY 3 was asked for. English: "Only DAISY 3 is supported."' },
  converting: {
    id: '문서를 아직 변환하고 있습니다. 변환이 끝난 뒤에 다시 해 주세요.',
    description: 'Why a DAISY book cannot start: the document is still being converted to HTML. English: "The document is still being converted. Try again when it is done."',
  },
  notADocument: {
    id: '북 문서만 DAISY 도서로 만들 수 있습니다.',
    description: 'Why a DAISY book cannot start: the file is not a Book document. English: "Only Book documents can be made into a DAISY book."',
  },
  notFound: { id: '파일을 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The file does not exist (any more) or is not yours' },
  fallback: { id: '서버에서 문제가 생겼습니다. 나중에 다시 해 주세요.', description: 'Why a conversion failed: an unexpected server problem' },
});

/**
 * Why POST /doc/daisy-convert was refused, in words: 400 DAISY_FORMAT, 409
 * CONVERTING, NOT_A_DOCUMENT, 404 (missing or not the user's), else the shared
 * text of the error; undefined when the session ended (its alert has spoken).
 */
export function daisyRefusalMessage(failure: ApiFailure): Message | undefined {
  const has = (code: string) => failure.errors.some((error) => error.code === code);
  if (failure.sessionProblem !== undefined) return undefined;
  if (has(DRIVE_ERROR_CODES.daisyFormat)) return refusals.format;
  if (has(DRIVE_ERROR_CODES.converting)) return refusals.converting;
  if (has(DRIVE_ERROR_CODES.notADocument)) return refusals.notADocument;
  return failureMessage(failure, { notFound: refusals.notFound, fallback: refusals.fallback });
}
