import { defineMessages } from '../../../../core/messages/index.ts';

// The server's drive error codes (shared/api/driveAppPaths.ts) as the user
// reads them: the spec's wording where §8 has one, never the server's English.
export const driveErrorMessages = defineMessages({
  nameRequired: { id: '입력한 내용이 없습니다.', description: 'Spec message (No text entered.): a name was left empty' },
  nameTooLong: { id: '이름은 {max}자까지 쓸 수 있습니다.', description: 'A file or folder name is too long' },
  nameTaken: { id: '이 폴더에 같은 이름이 이미 있습니다.', description: 'Rename: another item in the folder has the name' },
  folderNotFound: { id: '폴더를 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The folder does not exist (any more) or is not yours' },
  fileNotFound: { id: '파일을 찾을 수 없습니다. 지워졌을 수 있습니다.', description: 'The file does not exist (any more) or is not yours' },
  noPublishFolder: { id: '공개할 폴더를 선택해 주세요.', description: 'Spec message (Please select a folder to publish.)' },
  noCategory: { id: '분야를 선택해 주세요.', description: 'Publishing needs a library category' },
  notInTrash: { id: '휴지통에 없는 항목입니다.', description: 'Only items in the trash can be deleted permanently or restored' },
  inTrash: { id: '휴지통에 있는 항목입니다. 먼저 복원해 주세요.', description: 'The item is in the trash, so it cannot be published' },
  moveIntoItself: { id: '폴더를 그 폴더 안으로 옮기거나 복사할 수 없습니다.', description: 'A folder cannot be moved or copied into itself or a folder inside it' },
  tooDeep: { id: '폴더를 더 깊이 만들 수 없습니다.', description: 'Folders nest too deep' },
  fileTooLarge: { id: '파일 크기는 500MB 미만이어야 합니다.', description: 'Spec message (File size must be under 500MB.)' },
  unsupportedType: {
    id: '이 파일은 올릴 수 없습니다. 지원하는 형식을 확인해 주세요: {formats}',
    description: 'Spec message (This file cannot be uploaded, check the supported formats), with the formats listed',
  },
  badFile: {
    id: '파일을 찾을 수 없습니다. 파일 형식을 확인해 주세요.',
    description: 'Spec error "File not found. Check the file format.": the reason given when a file could not be read for a cause the format checks do not name',
  },
  quotaExceeded: { id: '클라우드 저장 공간이 부족합니다. 파일을 지우거나 휴지통을 비워 주세요.', description: 'The drive is full' },
  zipUnsafe: { id: '안전하지 않은 ZIP 파일이라 가져올 수 없습니다.', description: 'A ZIP file was refused (paths outside, links, too large or too many entries)' },
  zipEmpty: { id: 'ZIP 파일에 촉각 파일이 없습니다.', description: 'A ZIP file holds no tactile file' },
  uploadFailed: { id: '업로드에 실패했습니다.', description: 'Spec message (Upload failed.)' },
  deviceMismatch: { id: '다른 기기용 파일입니다.', description: 'The file is for another tactile display model' },
  actionFailed: { id: '작업을 마치지 못했습니다. 다시 시도해 주세요.', description: 'A drive change failed for a reason with no message of its own' },
  partlyDone: {
    id: '일부 항목은 이미 바뀌었습니다. 실행 취소로 되돌릴 수 있습니다.',
    description: 'After a failure part way through: what was done can be undone',
  },
});

// Spec §8 success messages, and ours for the changes it does not name.
export const driveToastMessages = defineMessages({
  copied: { id: '복사했습니다.', description: 'Spec success message (copied): items copied (to the clipboard or a folder)' },
  pasted: { id: '붙여넣었습니다.', description: 'Spec success message (pasted)' },
  updated: { id: '수정했습니다.', description: 'Spec success message (updated): an item was renamed' },
  movedToTrash: { id: '휴지통으로 옮겼습니다.', description: 'Spec success message (moved to trash)' },
  restored: { id: '파일을 복원했습니다.', description: 'Spec success message (file restored)' },
  trashEmptied: { id: '휴지통을 비웠습니다.', description: 'Spec success message (trash emptied)' },
  moved: { id: '옮겼습니다.', description: 'Items were moved to another folder' },
  folderCreated: { id: '폴더를 만들었습니다.', description: 'A new folder was made' },
  published: { id: '라이브러리에 공개했습니다.', description: 'Files were published to the library' },
  unpublished: { id: '라이브러리 공개를 취소했습니다.', description: 'Files were removed from the library' },
  deletedForever: { id: '영구 삭제했습니다.', description: 'Items were deleted permanently from the trash' },
  cutReady: {
    id: '{count, plural, other {항목 #개를 잘라냈습니다.}} 옮길 폴더에서 붙여넣기를 하세요.',
    description: 'Announced after cut: the items wait on the clipboard',
  },
  undone: { id: '실행 취소: {action}', description: 'After undo: which change was undone, e.g. "Undone: Rename"' },
  redone: { id: '다시 실행: {action}', description: 'After redo: which change was done again' },
  alreadyHere: { id: '이미 이 폴더에 있습니다.', description: 'Paste of cut items into the folder they are already in' },
  downloaded: { id: '{name} 파일을 내려받았습니다.', description: 'A file was downloaded to this computer' },
});
