import { defineMessages } from '../../../../core/messages/index.ts';

// A Book page's properties (spec §3): its alternative text and audio, in a
// dialog for the page the caret is on. The audio's own words are the shared
// page audio controls' (ui/pageAudio/messages.ts); two phrases the Canvas
// has are declared again with its id and description (Book may not import
// the Canvas's code: each loads its own catalogue part).
export const pagePropertiesMessages = defineMessages({
  title: { id: '{page} 페이지 속성', description: 'Book: title of the dialog holding the page\'s alternative text and audio; page is its number. English: "Page {page} properties"' },
  altText: { id: '대체 텍스트', description: 'Canvas: label of the page\'s alternative text (a description of the picture for people who cannot feel or see it). English: "Alternative text"' },
  altTextHelp: {
    id: '페이지를 볼 수 없는 사람을 위한 페이지 설명입니다. 문서를 저장하면 클라우드에 함께 저장됩니다.',
    description: 'Book page properties: help under the alternative text. English: "Describes the page for people who cannot see it. Saved to the Cloud with the document."',
  },
  audio: { id: '페이지 오디오', description: 'Canvas: heading of the page audio controls. English: "Page audio"' },
  altTextSaveFailed: {
    id: '페이지 대체 텍스트를 저장하지 못했습니다. 다음에 저장할 때 다시 시도합니다.',
    description: 'Book: after a save, the pages\' alternative text could not be stored in the Cloud (the document itself was saved). English: "The pages\' alternative text could not be saved. The next save tries again."',
  },
});
