import { defineMessages } from '../../../../core/messages/index.ts';
import { pageAudioMessages } from '../../../ui/pageAudio/messages.ts';

// The pages panel: the list of pages, their buttons, and the current page's
// alternative text, braille text line and audio (spec §3).
export const pagesMessages = {
  // The page audio controls' words are shared with Book (ui/pageAudio).
  ...pageAudioMessages,
  ...defineMessages({
    heading: { id: '페이지 목록', description: 'Canvas: heading of the pages panel, and the name of the list of pages. English: "Pages"' },
    noAltText: { id: '대체 텍스트 없음', description: 'Canvas page list: the page has no alternative text yet (saving needs it). English: "No alternative text"' },
    pageButtons: { id: '페이지 작업', description: 'Canvas: name of the group of page buttons (add, duplicate, delete, move). English: "Page actions"' },
    confirmDelete: { id: '페이지를 삭제할까요?', description: 'Canvas: title of the confirmation before deleting a page. English: "Delete the page?"' },
    confirmDeleteBody: {
      id: '{page}페이지와 그 핀, 글, 오디오를 지웁니다. 실행 취소로 되돌릴 수 있습니다.',
      description: 'Canvas: body of the confirmation before deleting a page. English: "Page {page} and its pins, text and audio will be deleted. Undo brings it back."',
    },
    currentPage: { id: '{page}페이지 정보', description: 'Canvas: heading over the current page\'s alternative text, text line and audio. English: "Page {page} details"' },
    altText: { id: '대체 텍스트', description: 'Canvas: label of the page\'s alternative text (a description of the picture for people who cannot feel or see it). English: "Alternative text"' },
    altTextRequired: {
      id: '대체 텍스트를 입력해 주세요. 모든 페이지에 있어야 저장할 수 있습니다.',
      description: 'Canvas: error under an empty alternative text field. English: "Enter alternative text: every page needs it before the document can be saved."',
    },
    useImageDescription: { id: '이미지 설명을 대체 텍스트로 쓰기', description: 'Canvas: button that copies the page picture\'s description into its alternative text. English: "Use the picture\'s description"' },
    textLine: { id: '점자 글줄', description: 'Canvas: label of the page\'s braille text line (print text shown as braille on the display\'s text cells). English: "Braille text line"' },
    textLineBraille: { id: '글줄 점자', description: 'Canvas: label of the read-only field showing the text line as Unicode braille. English: "Text line in braille"' },
    textLineHelp: { id: 'Enter를 누르거나 다른 곳으로 옮기면 점자로 바뀝니다.', description: 'Canvas: help under the text line field. English: "Translated to braille when you press Enter or leave the field."' },
    noTextLine768: {
      id: '768 모델에는 글줄이 없어 기기에 나오지 않습니다. 파일에는 저장됩니다.',
      description: 'Canvas: spec §5, text to the text line is ignored on 48-column devices. English: "The 768 has no text line: this text is saved in the file but not shown on the display."',
    },
    audio: { id: '페이지 오디오', description: 'Canvas: heading of the page audio controls. English: "Page audio"' },
    cancel: { id: '취소' },
  }),
};
