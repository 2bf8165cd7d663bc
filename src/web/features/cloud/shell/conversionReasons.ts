import { defineMessages, type Message } from '../../../../core/messages/index.ts';
import { CONVERSION_FAILURE_CODES, type ConversionFailureCode } from '../../../../shared/api/conversion.ts';

// Why a document could not be converted, one sentence per failure code of
// shared/api/conversion.ts. In the main catalogue: the background poll's
// failure toast (every page) says the reason too, as do the Cloud's list and
// the conversion demo page.
const reasons = defineMessages({
  WRONG_FORMAT: { id: 'PDF나 DOCX 문서가 아닙니다.', description: 'Why a conversion failed: the file is not a PDF or DOCX by its content' },
  EMPTY_FILE: { id: '빈 파일입니다.', description: 'Why a conversion failed: the file is empty' },
  DAMAGED: { id: '파일이 손상되어 읽을 수 없습니다.', description: 'Why a conversion failed: the file is damaged' },
  ENCRYPTED: {
    id: '암호로 보호된 문서입니다. 보호를 해제하고 저장한 뒤 다시 올려 주세요.',
    description: 'Why a conversion failed: the document is encrypted or password-protected',
  },
  TOO_MANY_PAGES: { id: '쪽이 너무 많아 변환할 수 없습니다.', description: 'Why a conversion failed: the document has more pages than a conversion takes' },
  TOO_MANY_IMAGES: { id: '그림이 너무 많아 변환할 수 없습니다.', description: 'Why a conversion failed: the document has more pictures than a conversion takes' },
  TOO_LARGE: { id: '문서가 너무 커서 변환할 수 없습니다.', description: 'Why a conversion failed: the document or its result is too large' },
  TIMED_OUT: { id: '변환 시간이 너무 오래 걸려 멈췄습니다.', description: 'Why a conversion failed: it ran out of time' },
  OUT_OF_MEMORY: { id: '변환에 쓸 수 있는 메모리보다 더 많이 필요한 문서입니다.', description: 'Why a conversion failed: it needed more memory than allowed' },
  NO_TEXT: {
    id: '이 PDF에는 텍스트 레이어가 없습니다(스캔한 쪽일 수 있습니다). 고품질로 다시 변환하면 쪽의 글자를 읽습니다.',
    description: 'Why a conversion failed: a PDF without a text layer was converted at ordinary quality; high quality (OCR) reads it',
  },
  UNSAFE_CONTENT: { id: '안전하지 않은 내용이 들어 있어 변환하지 않았습니다.', description: 'Why a conversion failed: the document holds unsafe content' },
  TOOL_MISSING: {
    id: '지금은 서버에서 이 문서를 변환할 수 없습니다. 관리자에게 문의해 주세요.',
    description: 'Why a conversion failed: a conversion program is missing on the server',
  },
  HIGH_QUALITY_LIMIT: {
    id: '이번 달 고품질 변환을 모두 썼습니다. 보통 품질로 변환하거나 다음 달에 다시 해 주세요.',
    description: 'Why a conversion failed or was refused: the monthly high-quality allowance is used up',
  },
  WORKER_DIED: { id: '변환이 여러 번 중간에 멈췄습니다. 나중에 다시 해 주세요.', description: 'Why a conversion failed: the conversion process stopped several times' },
  INTERNAL: { id: '서버에서 문제가 생겼습니다. 나중에 다시 해 주세요.', description: 'Why a conversion failed: an unexpected server problem' },
});

export const CONVERSION_FAILURE_MESSAGES: Readonly<Record<ConversionFailureCode, Message>> = reasons;

/** The reason in words for a failure code, or undefined for none or a code this web app does not know. */
export function conversionFailureMessage(code: string | null | undefined): Message | undefined {
  return CONVERSION_FAILURE_CODES.find((known) => known === code) ? reasons[code as ConversionFailureCode] : undefined;
}
