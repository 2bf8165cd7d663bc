import { defineMessages } from '../../../../core/messages/index.ts';

// The Book editor's toolbar: its name, its groups and its menus.
export const toolbarMessages = defineMessages({
  toolbar: { id: '서식 도구 모음', description: 'Book editor: name of the formatting toolbar (Alt+F10 reaches it, Escape returns to the text). English: "Formatting"' },
  textStyle: { id: '문단 스타일: {style}', description: 'Book toolbar: the paragraph style menu button, with the current style. English: "Text style: {style}"' },
  marks: { id: '글자 서식', description: 'Book toolbar: group of the emphasis buttons (bold, italic…). English: "Text formatting"' },
  blocks: { id: '목록과 인용', description: 'Book toolbar: group of list and quote buttons. English: "Lists and quotes"' },
  insert: { id: '삽입 도구', description: 'Book toolbar: group of insert buttons (link, picture, table, page break). English: "Insert"' },
  table: { id: '표 편집', description: 'Book toolbar: menu of table commands (rows, columns, header row). English: "Table"' },
  align: { id: '문단 정렬', description: 'Book toolbar: menu of paragraph alignments. English: "Alignment"' },
  more: { id: '기타 서식', description: 'Book toolbar: menu of further commands (colour, media, image text, start number, find). English: "More"' },
  withShortcut: { id: '{label} ({keys})', description: 'Book toolbar: a button\'s tooltip, its name and its shortcut. English: "{label} ({keys})"' },
});
