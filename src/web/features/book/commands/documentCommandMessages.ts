import { defineMessages } from '../../../../core/messages/index.ts';

// The Book's document commands' labels: loaded with every page (the manifest
// lists the commands), so the palette can name them before the Book loads.

export const documentCommandMessages = defineMessages({
  newDocument: { id: '새 문서 시작', description: 'Book command: start a new, blank document. English: "New document"' },
  open: { id: '문서 열기', description: 'Book command (Ctrl+O): open a document of the Cloud in the Book. English: "Open document…"' },
  save: { id: '문서 저장', description: 'Book command (Ctrl+S): save the document to the Cloud. English: "Save document"' },
  saveAs: { id: '문서를 다른 이름으로 저장', description: 'Book command (Ctrl+Shift+S): save the document under a new name or in another folder. English: "Save document as…"' },
  downloadHtml: { id: 'HTML 내려받기', description: 'Book reader and editor: download the document as one HTML file. English: "Download HTML"' },
  downloadBraille: { id: '점자 내려받기', description: 'Book reader and editor: download the document in braille. English: "Download braille"' },
  openInReader: { id: '읽기 화면에서 열기', description: 'Book command: show the saved document in the reader (read-only). English: "Open in reader"' },
  exportDaisy: {
    id: 'DAISY 3으로 내보내기…',
    description: 'Book command: make a DAISY 3 talking book of the saved document (opens a dialog). English: "Export as DAISY 3…"',
  },
  noDocument: { id: '먼저 북을 여세요.', description: 'Why a Book document command cannot run: the Book editor is not on the screen. English: "Open the Book first."' },
  busy: {
    id: '문서를 저장하거나 여는 중입니다. 잠시 기다려 주세요.',
    description: 'Why a Book document command waits: a save or an open is under way. English: "The document is being saved or opened. Please wait."',
  },
  notSaved: {
    id: '먼저 문서를 저장하세요.',
    description: 'Why download or reader commands cannot run: the document has never been saved to the Cloud. English: "Save the document first."',
  },
});
