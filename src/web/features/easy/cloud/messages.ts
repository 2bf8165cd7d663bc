import { defineMessages } from '../../../../core/messages/index.ts';

export const easyCloudMessages = defineMessages({
  myFiles: { id: '내 파일 목록', description: 'Easy cloud: heading of the list of the user\'s files' },
  deleteFile: { id: '지우기', description: 'Easy cloud: button that moves a file to the trash' },
  deleteQuestion: { id: '‘{name}’ 파일을 휴지통으로 옮길까요?', description: 'Easy cloud: confirmation before moving a file to the trash' },
  deleteHelp: { id: '휴지통에서 30일 안에 되살릴 수 있습니다.', description: 'Easy cloud: a trashed file can be restored for 30 days' },
  fileFacts: { id: '{type}, {date}', description: 'Easy lists: a file\'s type and last change' },
  searchWords: { id: '찾을 말', description: 'Easy search: label of the search field' },
  searchButton: { id: '찾기', description: 'Easy search: button that starts the search' },
  inMyFiles: { id: '내 파일에서 찾은 것 ({count, number}개)', description: 'Easy search: heading of the results in the user\'s files, with how many' },
  inLibrary: { id: '라이브러리에서 찾은 것 ({count, number}개)', description: 'Easy search: heading of the results in the library, with how many' },
  found: {
    id: '내 파일에서 {mine, plural, other {#개}}, 라이브러리에서 {library, plural, other {#개}}를 찾았습니다.',
    description: 'Easy search: announced when the results arrive',
  },
});
