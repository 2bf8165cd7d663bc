import { defineMessages } from '../../../../core/messages/index.ts';

// The document's title field and status line (BookPage renders them).
export const documentMessages = defineMessages({
  title: { id: '문서 제목', description: 'Book: label of the field holding the document\'s title (its Cloud name). English: "Document title"' },
  titleNote: {
    id: '파일 이름에 쓸 수 없는 문자는 빠집니다.',
    description: 'Under the file name field of Save as (spec §5: \\ / : * ? " < > | are stripped). English: "Characters a file name cannot hold are left out."',
  },
  unsaved: { id: '저장하지 않은 변경 사항', description: 'Canvas status bar: the document changed since it was opened or saved. English: "Unsaved changes"' },
  saved: { id: '모두 저장됨', description: 'Canvas status bar: nothing changed since the document was opened or saved. English: "All changes saved"' },
  counts: {
    id: '{characters, plural, other {#자}}, {words, plural, other {#단어}}, {pages, plural, other {#쪽}}',
    description:
      'Book status line: the document\'s counts. English: "{characters, plural, one {# character} other {# characters}}, {words, plural, one {# word} other {# words}}, {pages, plural, one {# page} other {# pages}}"',
  },
});
