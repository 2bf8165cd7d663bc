import { defineMessages } from '../../../../core/messages/index.ts';

export const browserMessages = defineMessages({
  folderPath: { id: '폴더 경로', description: 'Name of the breadcrumb trail of the folder shown' },
  contents: { id: '{folder}의 내용', description: 'Name of the grid or table of the folder\'s items' },
  actions: { id: '파일 작업', description: 'Name of the toolbar of drive actions' },
  folderOpened: { id: '{folder}, {count, plural, other {항목 #개}}', description: 'Announced when a folder opens: its name and how many items it holds' },
  onClipboard: {
    id: '{mode, select, CUT {{count, plural, other {잘라낸 항목 #개가 붙여넣기를 기다립니다.}}} other {{count, plural, other {복사한 항목 #개가 붙여넣기를 기다립니다.}}}}',
    description: 'Status line: items on the clipboard, cut or copied',
  },
  searchLabel: { id: '이 폴더에서 파일 이름으로 찾기', description: 'Label of the search field of My files' },
});
