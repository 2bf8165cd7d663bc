import { defineMessages } from '../../../../core/messages/index.ts';
import type { ConversionNoteKind } from '../../../../shared/api/conversion.ts';
import type { Message } from '../../../../core/messages/index.ts';

// Document conversion (issue 21) in the Cloud: the quality choice and its
// monthly allowance, a document's conversion state, converting again, what
// to check after a conversion, and the support staff's demo page. The
// reasons of a failure are in ../shell/conversionReasons.ts (the poll's
// toast says them on every page).
export const conversionMessages = defineMessages({
  quality: { id: '변환 품질', description: 'Label of the radio group that chooses the quality of a PDF or DOCX conversion' },
  ordinary: { id: '보통', description: 'Conversion quality: ordinary (reads the document\'s text layer). English: "Ordinary"' },
  ordinaryHelp: { id: '문서에 든 텍스트를 읽습니다.', description: 'What ordinary quality conversion does: it reads the text layer' },
  high: { id: '고품질', description: 'Conversion quality: high (also reads scanned pages, limited each month). English: "High quality"' },
  highHelp: {
    id: '스캔한 쪽의 글자도 읽고 그림을 잘라 냅니다. 한 달에 쓸 수 있는 횟수가 정해져 있습니다.',
    description: 'What high quality conversion does (text recognition of scanned pages, pictures cut out), and that it is limited per month',
  },
  allowance: {
    id: '이번 달 {total} 회 중 {remaining} 회 남았습니다.',
    description: 'The high-quality conversions left this month (spec §9: total and remaining shown), e.g. "3 of 5 left this month."',
  },
  allowanceLoading: { id: '이번 달 남은 횟수를 확인하는 중…', description: 'The high-quality allowance is being asked for' },
  allowanceUnknown: { id: '이번 달 남은 횟수를 확인하지 못했습니다.', description: 'The high-quality allowance could not be read (the server still checks it)' },
  documentsNote: {
    id: 'PDF와 DOCX 문서는 올린 뒤 HTML 문서로 변환합니다. 변환이 끝나면 알려 드립니다.',
    description: 'Upload dialog: PDF and DOCX files are converted to HTML documents after the upload, and a notice comes when done',
  },
  started: {
    id: '{count, plural, other {문서 # 개의 HTML 변환을 시작했습니다.}} 끝나면 알려 드립니다.',
    description: 'After documents were uploaded: their conversions started; a notice (toast) comes when each is done',
  },
  refusedDocument: { id: '{name}: {reason}', description: 'A document whose upload for conversion was refused, with the reason' },
  converting: { id: '변환 중…', description: 'A document whose HTML conversion is still running (in the list, cards and details)' },
  failed: { id: '변환 실패', description: 'A document whose HTML conversion failed (in the list and details), e.g. before its reason' },
  failedBecause: { id: '변환 실패: {reason}', description: 'A document whose HTML conversion failed, with the reason in words' },
  conversion: { id: 'HTML 변환', description: 'Detail term: the state of the document\'s conversion from PDF or DOCX' },
  stillConverting: {
    id: '아직 변환하는 중이라 열 수 없습니다. 변환이 끝나면 알려 드립니다.',
    description: 'Said when a document still being converted is opened (spec §4: the editor waits until it is done)',
  },
  convertAgainTitle: { id: '‘{name}’ 다시 변환', description: 'Title of the dialog that converts a failed document again' },
  againStarted: {
    id: '‘{name}’ 변환을 다시 시작했습니다. 끝나면 알려 드립니다.',
    description: 'Announced after a failed document was sent to be converted again',
  },
  notesHeading: { id: '확인할 곳', description: 'Heading of the list of what a person should check after a conversion (the converter\'s guesses)' },
  notesIntro: {
    id: '변환하면서 추측한 곳입니다. 읽어 보고 필요하면 고쳐 주세요.',
    description: 'Explains the list of what to check: the converter guessed these',
  },
  noNotes: { id: '따로 확인할 곳이 없습니다.', description: 'A conversion that guessed nothing: nothing in particular to check' },
  confidence: { id: '인식 신뢰도 {confidence, number, percent}', description: 'How sure the text recognition was, e.g. "Recognition confidence 62%"' },
  // The support staff's demo page (/test/pdf-convert-demo).
  demoHeading: { id: 'PDF·DOCX 변환 시험', description: 'Heading of the conversion demo page for support staff' },
  demoIntro: {
    id: '지원 담당자용 화면입니다. 파일을 올려 HTML로 변환하고, 변환 작업을 2 초마다 확인해 보여 줍니다. 문서는 내 파일의 맨 위 폴더에 저장됩니다.',
    description: 'What the conversion demo page does: upload, then the job is checked every 2 seconds; the document goes to the root of My files',
  },
  chooseDocument: { id: 'PDF 또는 DOCX 고르기', description: 'Button: choose the PDF or DOCX file to convert' },
  uploadAndConvert: { id: '올리고 변환하기', description: 'Button: upload the chosen document and start its conversion' },
  jobHeading: { id: '변환 작업', description: 'Heading of the conversion job\'s state on the demo page' },
  jobCaption: { id: '{document}의 변환 상태 (2 초마다 확인)', description: 'Caption of the table of the job\'s state; it is asked for every 2 seconds' },
  none: { id: '값 없음', description: 'A field of the conversion status with no value (demo page table)' },
  openInBook: { id: '북에서 열기', description: 'Link: open the converted document in the Book editor. English: "Open in Book"' },
});

/** What each kind of note says a person should check (shared/api/conversion.ts CONVERSION_NOTE_KINDS). */
const noteKinds = defineMessages({
  inferredHeading: { id: '글자 모양으로 추측한 제목', description: 'Conversion note: a heading guessed from the text\'s size and weight' },
  inferredList: { id: '배치로 추측한 목록', description: 'Conversion note: a list guessed from indentation and markers' },
  inferredTable: { id: '배치로 추측한 표', description: 'Conversion note: a table guessed from the layout' },
  imageWithoutAlt: { id: '대체 텍스트가 없는 그림', description: 'Conversion note: a picture without alternative text' },
  ocrPage: { id: '문자 인식으로 읽은 쪽', description: 'Conversion note: a page read by text recognition (OCR)' },
  ocrLowConfidence: { id: '문자 인식이 불확실한 곳', description: 'Conversion note: text recognition was unsure' },
  readingOrder: { id: '읽는 순서를 추측한 곳', description: 'Conversion note: the reading order was guessed (columns, boxes)' },
  dropped: { id: '변환하지 못해 빠진 내용', description: 'Conversion note: content that could not be converted and was left out' },
});

export const NOTE_KIND_MESSAGES: Readonly<Record<ConversionNoteKind, Message>> = {
  'inferred-heading': noteKinds.inferredHeading,
  'inferred-list': noteKinds.inferredList,
  'inferred-table': noteKinds.inferredTable,
  'image-without-alt': noteKinds.imageWithoutAlt,
  'ocr-page': noteKinds.ocrPage,
  'ocr-low-confidence': noteKinds.ocrLowConfidence,
  'reading-order': noteKinds.readingOrder,
  dropped: noteKinds.dropped,
};
