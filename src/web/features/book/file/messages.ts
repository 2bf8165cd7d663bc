import { defineMessages } from '../../../../core/messages/index.ts';

// The Book's file dialogs. Phrases the Canvas and the Cloud already have are
// declared again with the same id and description (a feature cannot import
// another's private messages), so translators see one message.

export const bookFileMessages = defineMessages({
  save: { id: '저장', description: 'Canvas file command and button: save the document to the Cloud' },
  saveAs: { id: '다른 이름으로 저장', description: 'Canvas file command and dialog title: save the document to the Cloud under a new name or folder' },
  open: { id: '파일 열기', description: 'Canvas file command and dialog title: open a document from the Cloud or this computer' },
  openButton: { id: '열기', description: 'Cloud command: open the selected folder, or show the selected file' },
  cancel: { id: '취소' },
  saved: { id: '저장했습니다.', description: 'Spec success message (saved successfully): the document was saved to the Cloud' },
  saveFailed: {
    id: '저장하지 못했습니다. 관리자에게 문의해 주세요.',
    description: 'Spec error (Save failed, please contact the administrator.): a Book document could not be saved. English: "Save failed, please contact the administrator."',
  },
  saveFailedBecause: {
    id: '파일을 저장하지 못했습니다. {reason}',
    description: 'Spec error (Failed to save file.) followed by why, e.g. the name is taken. English: "Failed to save file. {reason}"',
  },
  saving: { id: '저장하는 중…', description: 'The save button while the document is being saved' },
  fileName: { id: '파일 이름', description: 'Label of the name field of the Save as dialog' },
  fileNameNote: {
    id: '파일 이름에 쓸 수 없는 문자는 빠집니다.',
    description: 'Under the file name field of Save as (spec §5: \\ / : * ? " < > | are stripped). English: "Characters a file name cannot hold are left out."',
  },
  nameTooLong: { id: '이름은 {max}자까지 쓸 수 있습니다.', description: 'A file or folder name is too long' },
  nameTaken: { id: '이 폴더에 같은 이름이 이미 있습니다.', description: 'Rename: another item in the folder has the name' },
  folderNotFound: { id: '폴더를 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The folder does not exist (any more) or is not yours' },
  quotaExceeded: { id: '클라우드 저장 공간이 부족합니다. 파일을 지우거나 휴지통을 비워 주세요.', description: 'The drive is full' },
  saveTo: { id: '저장할 폴더: {folder}', description: 'Save as: which Cloud folder the document goes to' },
  loading: { id: '불러오는 중…', description: 'A list or details are loading' },
  loadFailed: { id: '정보를 가져오지 못했습니다.', description: 'Spec message (Information could not be fetched.): a list or details failed to load' },
  fileNotFound: { id: '파일을 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The file does not exist (any more) or is not yours' },
  retry: { id: '다시 시도', description: 'Button that reloads the page after an error' },
  documents: {
    id: '{folder}의 문서',
    description: 'Book Open dialog: name of the list of the documents in the folder shown. English: "Documents in {folder}"',
  },
  noDocuments: { id: '이 폴더에는 문서가 없습니다.', description: 'Book Open dialog: the folder shown holds no Book document. English: "This folder has no documents."' },
  opened: {
    id: '‘{name}’ 문서를 열었습니다.',
    description: 'Book: announced after a document was opened in the editor. English: "Opened ‘{name}’."',
  },
  openFailed: { id: '문서를 열지 못했습니다. {reason}', description: 'Book: a document could not be opened; reason says why. English: "The document could not be opened. {reason}"' },
  newCreated: { id: '새 문서를 만들었습니다.', description: 'Book: announced after a new blank document was started. English: "New document created."' },
  untitled: { id: '제목 없음', description: 'Book: the title shown for a document that has none yet. English: "Untitled"' },
  downloaded: { id: '{name} 파일을 내려받았습니다.', description: 'A file was downloaded to this computer' },
  downloadFailed: { id: '파일을 내려받지 못했습니다.', description: 'Book reader: a download failed. English: "The file could not be downloaded."' },
  restoreTitle: { id: '저장하지 않은 변경 내용이 있습니다', description: 'Book: title of the dialog offering a local draft back. English: "Unsaved changes found"' },
  restoreBody: {
    id: '{time}에 저장하지 않은 변경 내용을 되살릴까요?',
    description: 'Book: a local copy of unsaved edits was found (after a crash or a closed tab). English: "Restore unsaved changes from {time}?"',
  },
  restore: { id: '되살리기', description: 'Book: button that brings a local draft back into the editor. English: "Restore"' },
  discard: { id: '버리기', description: 'Book: button that throws a local draft away. English: "Discard"' },
  restored: { id: '저장하지 않은 변경 내용을 되살렸습니다.', description: 'Book: announced after a local draft was restored. English: "Unsaved changes restored."' },
});
