import { defineMessages } from '../../../../core/messages/index.ts';

// Command labels and the reasons a drive command cannot run. They are in the
// main catalogue: the registry, the palette and the shortcut help show them
// on every page.
export const cloudCommandMessages = defineMessages({
  newFolder: { id: '새 폴더', description: 'Cloud command: create a folder in the current folder' },
  upload: { id: '파일 올리기', description: 'Cloud command: upload files to the current folder' },
  rename: { id: '이름 바꾸기', description: 'Cloud command: rename the selected item' },
  moveTo: { id: '다른 폴더로 옮기기', description: 'Cloud command: move the selected items to a folder chosen in a dialog' },
  copyTo: { id: '다른 폴더에 복사', description: 'Cloud command: copy the selected items to a folder chosen in a dialog' },
  copy: { id: '복사', description: 'Cloud command: put the selected items on the clipboard to copy them' },
  cut: { id: '잘라내기', description: 'Cloud command: put the selected items on the clipboard to move them' },
  paste: { id: '붙여넣기', description: 'Cloud command: paste the clipboard into the current folder' },
  trash: { id: '휴지통으로 옮기기', description: 'Cloud command: move the selected items to the trash (delete)' },
  publish: { id: '라이브러리에 공개', description: 'Cloud command: publish the selected files to the library' },
  unpublish: { id: '공개 취소', description: 'Cloud command: remove the selected files from the library' },
  download: { id: '내려받기', description: 'Command: download the selected file to this computer' },
  details: { id: '자세히 보기', description: 'Command: show the details of the selected item' },
  open: { id: '열기', description: 'Cloud command: open the selected folder, or show the selected file' },
  selectAll: { id: '모두 선택', description: 'Cloud command: select every item shown' },
  undo: { id: '실행 취소', description: 'Cloud command: undo the last drive change' },
  redo: { id: '다시 실행', description: 'Cloud command: redo the last undone drive change' },
  goUp: { id: '상위 폴더로 이동', description: 'Cloud command: go to the folder that holds the current one' },
  toggleView: { id: '카드 보기와 목록 보기 전환', description: 'Command: switch between the card view and the list view' },
  focusSearch: { id: '검색 칸으로 이동', description: 'Command: move focus to the search field of the page' },
  restore: { id: '복원', description: 'Trash command: put the selected items back' },
  deleteForever: { id: '영구 삭제', description: 'Trash command: delete the selected items permanently' },
  emptyTrash: { id: '휴지통 비우기', description: 'Trash command: delete everything in the trash permanently' },
  openInCanvas: { id: '캔버스에서 열기', description: 'Library command: open the selected file in Canvas' },
  convertAgain: { id: '다시 변환', description: 'Cloud command: convert again a document whose HTML conversion failed (issue 21). English: "Convert again"' },
  openInReader: { id: '읽기 화면에서 열기', description: 'Book command: show the saved document in the reader (read-only). English: "Open in reader"' },
  // Why a command cannot run.
  noItemSelected: { id: '선택한 항목이 없습니다.', description: 'Spec message: a command needs selected items and none are (No item selected.)' },
  noFileToPaste: { id: '붙여넣을 파일이 없습니다.', description: 'Spec message: paste with an empty clipboard (No file to paste.)' },
  onlyInMyFiles: { id: '내 파일 화면에서 쓸 수 있습니다.', description: 'Why a Cloud command is unavailable: it works on the My files screen' },
  onlyInTrash: { id: '휴지통 화면에서 쓸 수 있습니다.', description: 'Why a trash command is unavailable: it works on the Trash screen' },
  notReady: { id: '화면을 불러오는 중입니다.', description: 'Why a command is unavailable: the screen is still loading' },
  busy: { id: '앞의 작업이 끝날 때까지 기다려 주세요.', description: 'Why a drive command is unavailable: another one is still running' },
  selectOne: { id: '항목을 하나만 선택해 주세요.', description: 'Why a command is unavailable: it works on exactly one selected item' },
  filesOnly: { id: '폴더가 아닌 파일을 선택해 주세요.', description: 'Why a command is unavailable: it works on files, and a folder is selected' },
  notPublic: { id: '선택한 파일은 공개되어 있지 않습니다.', description: 'Why unpublish is unavailable: no selected file is published' },
  nothingToUndo: { id: '되돌릴 작업이 없습니다.', description: 'Why undo is unavailable' },
  nothingToRedo: { id: '다시 실행할 작업이 없습니다.', description: 'Why redo is unavailable' },
  atTop: { id: '가장 위 폴더에 있습니다.', description: 'Why going to the parent folder is unavailable: this is the root' },
  nothingShown: { id: '표시된 항목이 없습니다.', description: 'Why select all is unavailable: the list is empty' },
  notFailedConversion: {
    id: '변환에 실패한 문서를 하나 선택해 주세요.',
    description: 'Why "Convert again" is unavailable: it works on one selected document whose conversion failed',
  },
  trashEmpty: { id: '휴지통이 비어 있습니다.', description: 'Why emptying the trash is unavailable; also the empty trash list' },
});

// Spec §2 background poll: the toasts of finished document conversions.
export const conversionMessages = defineMessages({
  completed: { id: 'HTML 변환을 완료했습니다.', description: 'Spec toast: a document finished converting to HTML (HTML conversion completed)' },
  completedWithProblems: {
    id: 'HTML 변환을 완료했습니다. {count, plural, other {확인할 접근성 문제가 #개 있습니다.}}',
    description:
      'Toast: a document finished converting to HTML, and the accessibility check found problems in it (issue 22). English: "HTML conversion completed. {count, plural, one {# accessibility problem to check.} other {# accessibility problems to check.}}"',
  },
  failed: { id: 'HTML 변환에 실패했습니다.', description: 'Spec toast: a document could not be converted to HTML (HTML conversion failed)' },
  failedBecause: {
    id: 'HTML 변환에 실패했습니다. {reason}',
    description: 'Spec toast (HTML conversion failed) with the reason the server gave, a sentence of its own',
  },
});
