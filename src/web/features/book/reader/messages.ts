import { defineMessages } from '../../../../core/messages/index.ts';

export const readerMessages = defineMessages({
  by: { id: '작성자: {creator}', description: 'Book reader: who wrote the document. English: "By {creator}"' },
  facts: { id: '문서 정보', description: 'Book reader: name of the list of the document\'s counts. English: "About this document"' },
  characters: { id: '글자 수', description: 'Book reader: the number of characters of the document. English: "Characters"' },
  words: { id: '단어 수', description: 'Book reader: the number of words of the document. English: "Words"' },
  pages: { id: '쪽수', description: 'Book reader: the number of pages of the document. English: "Pages"' },
  actions: { id: '문서 작업', description: 'Book reader: name of the group of buttons (download, edit). English: "Document actions"' },
  downloadHtml: { id: 'HTML 내려받기', description: 'Book reader and editor: download the document as one HTML file. English: "Download HTML"' },
  downloadBraille: { id: '점자 내려받기', description: 'Book reader and editor: download the document in braille. English: "Download braille"' },
  brailleFormat: { id: '점자 형식', description: 'Book reader: label of the choice of braille file format. English: "Braille format"' },
  brf: { id: 'BRF (점자 텍스트)', description: 'Braille format choice: BRF, braille ASCII text. English: "BRF (braille text)"' },
  pef: { id: 'PEF (점자 문서)', description: 'Braille format choice: PEF, the portable embosser format. English: "PEF (braille document)"' },
  cellsPerLine: { id: '한 줄 칸 수', description: 'Book reader: how many braille cells a line of the downloaded braille has. English: "Cells per line"' },
  linesPerPage: { id: '한 쪽 줄 수', description: 'Book reader: how many lines a page of the downloaded braille has. English: "Lines per page"' },
  edit: { id: '문서 편집', description: 'Book reader: open the document in the Book editor (administrators). English: "Edit"' },
  document: { id: '문서 내용', description: 'Book reader: name of the region holding the document itself. English: "Document content"' },
  loading: { id: '불러오는 중…', description: 'A list or details are loading' },
  loadFailed: { id: '정보를 가져오지 못했습니다.', description: 'Spec message (Information could not be fetched.): a list or details failed to load' },
  fileNotFound: { id: '파일을 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The file does not exist (any more) or is not yours' },
  noDocument: {
    id: '열 문서가 없습니다. 클라우드나 라이브러리에서 문서를 골라 주세요.',
    description: 'Book reader opened without a document number. English: "No document to open. Choose a document in the Cloud or the Library."',
  },
  retry: { id: '다시 시도', description: 'Button that reloads the page after an error' },
  downloaded: { id: '{name} 파일을 내려받았습니다.', description: 'A file was downloaded to this computer' },
  downloadFailed: { id: '파일을 내려받지 못했습니다.', description: 'Book reader: a download failed. English: "The file could not be downloaded."' },
});
