import { defineMessages } from '../../../../core/messages/index.ts';

// The DAISY 3 export's words (issue 23): the dialog, its toasts, the reader's
// button. The reasons a book failed are in failureMessages.ts.

export const daisyMessages = defineMessages({
  readerButton: { id: 'DAISY 3 음성 도서…', description: 'Book reader button: opens the DAISY 3 export dialog for the document. English: "DAISY 3 talking book…"' },
  title: { id: 'DAISY 3으로 내보내기', description: 'Title of the dialog that makes a DAISY 3 talking book of a Book document. English: "Export as DAISY 3"' },
  format: { id: '도서 형식', description: 'DAISY export dialog: the label before the book format (DAISY 3, the only one). English: "Format"' },
  content: { id: '도서 내용', description: 'DAISY export dialog: the label of the choice between text and audio or text only. English: "Content"' },
  textAndAudio: {
    id: '텍스트와 음성(합성 음성)',
    description: 'DAISY export dialog: a book with the text and synthesised speech. English: "Text and audio (synthesised speech)"',
  },
  textOnly: { id: '텍스트만', description: 'DAISY export dialog: a book with the text only, no audio. English: "Text only"' },
  voice: { id: '목소리', description: 'DAISY export dialog: the label of the synthetic voice choice. English: "Voice"' },
  female: { id: '여성 목소리', description: 'DAISY export dialog: the synthetic female voice. English: "Female voice"' },
  male: { id: '남성 목소리', description: 'DAISY export dialog: the synthetic male voice. English: "Male voice"' },
  engine: {
    id: 'eSpeak NG가 문서의 언어로 읽습니다. 녹음이 있는 쪽은 그 녹음을 씁니다.',
    description:
      'DAISY export dialog, under the voice: which speech engine reads, in which language, and that a page with its own recorded audio keeps it. English: "eSpeak NG, in the document\'s language; pages with their own recording use it."',
  },
  rate: { id: '읽기 속도(분당 단어 수)', description: 'DAISY export dialog: the speaking rate field. English: "Rate (words per minute)"' },
  rateInvalid: {
    id: '읽기 속도는 분당 {min}~{max} 단어 사이의 정수로 입력하세요.',
    description: 'DAISY export dialog: the rate typed is empty, not a whole number or out of bounds. English: "Enter a whole number of words per minute from {min} to {max}."',
  },
  current: { id: '지금 있는 도서', description: 'DAISY export dialog: the heading of the document\'s latest book, if any. English: "Current book"' },
  checking: { id: '도서가 있는지 확인하는 중…', description: 'DAISY export dialog: the latest book\'s state is being read. English: "Checking for a book…"' },
  unknown: { id: '도서의 상태를 읽지 못했습니다.', description: 'DAISY export dialog: the latest book\'s state could not be read. English: "The book\'s state could not be read."' },
  none: { id: '아직 만든 도서가 없습니다.', description: 'DAISY export dialog: no DAISY book was made of this document. English: "No book made yet."' },
  made: {
    id: '{date}에 만듦, {size}, {content}',
    description: 'DAISY export dialog: the latest book, when it was made, its ZIP size and its content (text and audio, or text only). English: "Made on {date}, {size}, {content}"',
  },
  ongoing: { id: '만드는 중…', description: 'DAISY export dialog: the book is being made. English: "Being made…"' },
  failed: { id: '만들지 못했습니다. {reason}', description: 'DAISY export dialog: the latest book failed, with the reason (a sentence). English: "Could not be made. {reason}"' },
  download: { id: '내려받기', description: 'Command: download the selected file to this computer' },
  export: { id: '내보내기', description: 'Canvas file command, dialog title and button: download the document or page in another format' },
  listen: { id: '도서 듣기', description: 'Toast action: open the ready DAISY book in the app\'s player. English: "Listen"' },
  making: {
    id: '“{title}”의 DAISY 도서를 만드는 중입니다…',
    description: 'Toast and announcement: the DAISY book of a document is being made. English: "Making the DAISY book of “{title}”…"',
  },
  ready: { id: '“{title}”의 DAISY 도서가 준비되었습니다.', description: 'Toast: the DAISY book of a document is ready (Download, Listen). English: "DAISY book of “{title}” ready."' },
  failedToast: {
    id: '“{title}”의 DAISY 도서를 만들지 못했습니다. {reason}',
    description: 'Toast: the DAISY book of a document could not be made, with the reason (a sentence). English: "The DAISY book of “{title}” could not be made. {reason}"',
  },
  startFailed: {
    id: 'DAISY 도서 만들기를 시작하지 못했습니다. {reason}',
    description: 'Toast: the server refused to start a DAISY book, with the reason (a sentence). English: "The DAISY book could not be started. {reason}"',
  },
  notReady: {
    id: 'DAISY 도서를 아직 만드는 중입니다. 다 되면 알려 드립니다.',
    description: 'Toast: a DAISY download asked for while the book is being made. English: "The DAISY book is still being made. You will be told when it is ready."',
  },
  noBook: { id: '이 문서로 만든 DAISY 도서가 없습니다.', description: 'Toast: a DAISY download asked for, but no book was made of the document. English: "No DAISY book has been made of this document."' },
  stillMaking: {
    id: '“{title}”의 DAISY 도서를 아직 만들고 있습니다. 나중에 내보내기 창에서 확인하세요.',
    description:
      'Toast: the app stopped following a DAISY book that takes very long; the export dialog shows its state. English: "The DAISY book of “{title}” is still being made. Check it later in the export dialog."',
  },
});
