import { defineMessages } from '../../../core/messages/index.ts';

export const libraryMessages = defineMessages({
  summary: { id: '모두에게 공개된 촉각 자료를 분야별로 찾아보는 곳입니다.', description: 'One-sentence purpose of the Library page' },
  files: { id: '라이브러리 파일', description: 'Name of the grid or table of library files' },
  actions: { id: '라이브러리 작업', description: 'Name of the toolbar of the library' },
  searchLabel: { id: '라이브러리에서 찾기', description: 'Label of the library search field' },
  noLibraryFiles: { id: '이 분야에 공개된 파일이 없습니다.', description: 'The library (or the chosen category) holds no file' },
  shown: {
    id: '{category}: {count, plural, other {파일 #개}}',
    description: 'Announced after the category filter or a page changes: the category and how many files it holds',
  },
});
